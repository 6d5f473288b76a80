import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODO_MESSAGES } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildHabit, buildTodo, editFormOf, signedInUser, todoCalls, type SignedInUser } from '../../testing/todos-kit';

let t: TestApp;
let user: SignedInUser;
let otherUsersHabitId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedInUser(t);
  const other = await signedInUser(t);
  otherUsersHabitId = (await buildHabit(t, other.id)).id;
});
afterAll(async () => t.close());

async function expectFieldError(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('VALIDATION');
  expect(body.error.fields[field]).toBe(message);
}

const invalidValues: Array<[string, unknown, string, string]> = [
  ['title', '   ', 'title', TODO_MESSAGES.titleRequired],
  ['title', 'x'.repeat(201), 'title', TODO_MESSAGES.titleTooLong],
  ['title', 42, 'title', TODO_MESSAGES.titleRequired],
  ['description', 'x'.repeat(2001), 'description', TODO_MESSAGES.descriptionTooLong],
  ['priority', 'urgent', 'priority', TODO_MESSAGES.invalidPriority],
  ['dueDate', '03/01/2026', 'dueDate', TODO_MESSAGES.invalidDueDate],
  ['dueDate', '2026-02-30', 'dueDate', TODO_MESSAGES.invalidDueDate],
  ['dueDate', '2026-13-01', 'dueDate', TODO_MESSAGES.invalidDueDate],
  ['category', 'x'.repeat(51), 'category', TODO_MESSAGES.categoryTooLong],
  ['status', 'done', 'status', TODO_MESSAGES.invalidStatus],
  ['estimatedMinutes', 0, 'estimatedMinutes', TODO_MESSAGES.invalidEstimatedMinutes],
  ['estimatedMinutes', 1.5, 'estimatedMinutes', TODO_MESSAGES.invalidEstimatedMinutes],
  ['estimatedMinutes', 'abc', 'estimatedMinutes', TODO_MESSAGES.invalidEstimatedMinutes],
  ['estimatedMinutes', 10081, 'estimatedMinutes', TODO_MESSAGES.estimatedMinutesTooLarge],
  ['habitId', 'habit-1', 'habitId', TODO_MESSAGES.habitNotFound],
  ['userId', 'someone-else', '_', 'Unknown field: userId'],
];
const invalidFields = invalidValues.map(([field, value, errorField, message]) => ({
  field,
  value,
  errorField,
  message,
  shown: typeof value === 'string' && value.length > 20 ? `${value.length} characters` : JSON.stringify(value),
}));

describe('create validation (400 with a message per field)', () => {
  it.each(invalidFields)('$field = $shown is refused', async ({ field, value, errorField, message }) => {
    await expectFieldError(await todoCalls(t, user).create({ title: 'Valid', [field]: value }), errorField, message);
  });

  it("refuses another user's habit as if it did not exist", async () => {
    await expectFieldError(await todoCalls(t, user).create({ title: 'x', habitId: otherUsersHabitId }), 'habitId', TODO_MESSAGES.habitNotFound);
  });

  it('refuses a missing body and a body that is not JSON', async () => {
    expect((await t.request('/api/todos', { method: 'POST', cookie: user.cookie })).status).toBe(400);
    const notJson = await t.request('/api/todos', { body: '{title', cookie: user.cookie, headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('nothing is stored when a create is refused', async () => {
    const fresh = await signedInUser(t);
    await todoCalls(t, fresh).create({ title: '' });
    expect(await todoCalls(t, fresh).listJson()).toEqual([]);
    expect(await todoCalls(t, fresh).historyJson()).toEqual([]);
  });
});

describe('edit validation', () => {
  it.each(invalidFields)('$field = $shown is refused', async ({ field, value, errorField, message }) => {
    const todo = await buildTodo(t, user);
    await expectFieldError(await todoCalls(t, user).edit(todo.id, { ...editFormOf(todo), [field]: value }), errorField, message);
  });

  it('needs the whole form and the version it was loaded with', async () => {
    const todo = await buildTodo(t, user);
    const response = await todoCalls(t, user).edit(todo.id, { title: 'Only a title' });
    expect(response.status).toBe(400);
    const fields = (await response.json()).error.fields;
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['description', 'priority', 'dueDate', 'category', 'status', 'estimatedMinutes', 'habitId', 'expectedUpdatedAt']),
    );
    await expectFieldError(
      await todoCalls(t, user).edit(todo.id, editFormOf(todo, { expectedUpdatedAt: 'yesterday' })),
      'expectedUpdatedAt',
      TODO_MESSAGES.invalidExpectedUpdatedAt,
    );
  });

  it("refuses another user's habit, and the task stays as it was", async () => {
    const todo = await buildTodo(t, user);
    await expectFieldError(
      await todoCalls(t, user).edit(todo.id, editFormOf(todo, { habitId: otherUsersHabitId })),
      'habitId',
      TODO_MESSAGES.habitNotFound,
    );
    expect(await (await todoCalls(t, user).get(todo.id)).json()).toEqual(todo);
  });
});

describe('move validation', () => {
  it('refuses an unknown status, an unknown field and a bad version', async () => {
    const todo = await buildTodo(t, user);
    const calls = todoCalls(t, user);
    await expectFieldError(await calls.move(todo.id, { status: 'archived' }), 'status', TODO_MESSAGES.invalidStatus);
    await expectFieldError(await calls.move(todo.id, {}), 'status', TODO_MESSAGES.invalidStatus);
    await expectFieldError(await calls.move(todo.id, { status: 'completed', title: 'x' }), '_', 'Unknown field: title');
    await expectFieldError(await calls.move(todo.id, { status: 'completed', expectedUpdatedAt: 5 }), 'expectedUpdatedAt', TODO_MESSAGES.invalidExpectedUpdatedAt);
  });
});
