import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES, type Habit } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { habitCalls, habitFormOf, signedInUser, type SignedInUser } from '../../testing/habits-kit';

// docs/product/reminders.md "Habits": reminder times and days on a habit, through the habits API.

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedInUser(t);
});
afterAll(async () => t.close());

describe('a habit with reminders', () => {
  it('keeps its times sorted and once each, and answers them in create, GET /:id and the list alike', async () => {
    const calls = habitCalls(t, user);
    const habit = await calls.createJson({ title: 'Stretch', reminderTimes: ['21:00', '07:30', '21:00'], reminderDays: [5, 1] });
    expect(habit).toMatchObject({ reminderTimes: ['07:30', '21:00'], reminderDays: [1, 5] });
    expect(await (await calls.get(habit.id)).json()).toEqual(habit);
    expect((await calls.listJson()).find((each) => each.id === habit.id)).toEqual(habit);
  });

  it('an edit changes them when sent and keeps them when left out', async () => {
    const calls = habitCalls(t, user);
    const habit = await calls.createJson({ title: 'Read', reminderTimes: ['20:00'] });
    const edited = (await (await calls.edit(habit.id, habitFormOf(habit, { title: 'Read more' }))).json()) as Habit;
    expect(edited).toMatchObject({ title: 'Read more', reminderTimes: ['20:00'], reminderDays: [] });
    const cleared = (await (await calls.edit(habit.id, habitFormOf(habit, { reminderTimes: [], reminderDays: [6, 7] }))).json()) as Habit;
    expect(cleared).toMatchObject({ reminderTimes: [], reminderDays: [6, 7] });
  });

  it('refuses bad times and days in words, never 500', async () => {
    const calls = habitCalls(t, user);
    const refused = async (json: unknown) => {
      const response = await calls.create(json);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(await refused({ title: 'x', reminderTimes: ['1:00', '02:00', '03:00', '04:00', '05:00', '06:00'] })).toEqual({ 'reminderTimes.0': REMINDER_MESSAGES.invalidReminderTime });
    expect(await refused({ title: 'x', reminderTimes: ['01:00', '02:00', '03:00', '04:00', '05:00', '06:00'] })).toEqual({ reminderTimes: REMINDER_MESSAGES.tooManyReminderTimes });
    expect(await refused({ title: 'x', reminderDays: [8] })).toEqual({ 'reminderDays.0': REMINDER_MESSAGES.invalidReminderDays });
  });

  it("another person's habit is not found", async () => {
    const habit = await habitCalls(t, user).createJson({ title: 'Mine' });
    const other = await signedInUser(t);
    expect((await habitCalls(t, other).edit(habit.id, habitFormOf(habit, { reminderTimes: ['08:00'] }))).status).toBe(404);
  });
});
