import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HABIT_MESSAGES, type Habit } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { habitCalls, habitFormOf, signedInUser, type SignedInUser } from '../../testing/habits-kit';

// docs/product/habits.md "Limits", "API routes": bad input is 400 with the field and its message.

let t: TestApp;
let user: SignedInUser;
let habit: Habit;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedInUser(t);
  habit = await habitCalls(t, user).createJson({ title: 'Stretch' });
});
afterAll(async () => t.close());

async function expectFieldError(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('VALIDATION');
  expect(body.error.fields[field]).toBe(message);
}

const invalidValues: Array<[string, unknown, string, string]> = [
  ['title', '   ', 'title', HABIT_MESSAGES.titleRequired],
  ['title', 'x'.repeat(101), 'title', HABIT_MESSAGES.titleTooLong],
  ['title', 42, 'title', HABIT_MESSAGES.titleRequired],
  ['title', 'tab\u0000nul', 'title', 'Title must not contain control characters'],
  ['description', 'x'.repeat(501), 'description', HABIT_MESSAGES.descriptionTooLong],
  ['frequency', 'hourly', 'frequency', HABIT_MESSAGES.invalidFrequency],
  ['timeOfDay', 'noon', 'timeOfDay', HABIT_MESSAGES.invalidTimeOfDay],
  ['category', 'career', 'category', HABIT_MESSAGES.invalidCategory],
  ['color', 'blue', 'color', HABIT_MESSAGES.invalidColor],
  ['color', '#12345', 'color', HABIT_MESSAGES.invalidColor],
  ['streak', 5, '_', 'Unknown field: streak'],
];

describe('creating and editing refuse bad fields', () => {
  it.each(invalidValues)('create with %s = %j: 400 on %s', async (field, value, where, message) => {
    await expectFieldError(await habitCalls(t, user).create({ title: 'Walk', [field]: value }), where, message);
  });

  it.each(invalidValues)('edit with %s = %j: 400 on %s, and nothing changes', async (field, value, where, message) => {
    const calls = habitCalls(t, user);
    await expectFieldError(await calls.edit(habit.id, habitFormOf(habit, { [field]: value })), where, message);
    expect(await (await calls.get(habit.id)).json()).toEqual(habit);
  });

  it('an edit must send every field', async () => {
    await expectFieldError(await habitCalls(t, user).edit(habit.id, { title: 'Only the title' }), 'frequency', HABIT_MESSAGES.invalidFrequency);
  });
});

describe('marking a day refuses a date that is not one', () => {
  it.each(['2026-02-30', '03-01-2026', 'today', '2026-1-5'])('%s: 400 on date', async (date) => {
    const calls = habitCalls(t, user);
    await expectFieldError(await calls.markDone(habit.id, date), 'date', HABIT_MESSAGES.invalidDate);
    await expectFieldError(await calls.markNotDone(habit.id, date), 'date', HABIT_MESSAGES.invalidDate);
  });

  it('a body on a day mark is refused like any unknown field', async () => {
    const response = await t.request(`/api/habits/${habit.id}/completions/2026-01-01`, { method: 'PUT', json: { notes: 'felt good' }, cookie: user.cookie });
    await expectFieldError(response, '_', 'Unknown field: notes');
  });
});
