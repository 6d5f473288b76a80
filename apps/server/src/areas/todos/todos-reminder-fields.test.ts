import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES, type Todo } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildTodo, editFormOf, signedInUser, todoCalls, type SignedInUser } from '../../testing/todos-kit';

// docs/product/reminders.md "Tasks": a due time and a reminder on a task, through the to-do API.

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedInUser(t);
});
afterAll(async () => t.close());

const timed = { dueDate: '2026-06-10', dueTime: '15:00', reminder: '1h' } as const;

async function fieldsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
}

describe('a task with a due time and a reminder', () => {
  it('is stored and answered by create, GET /:id and the list alike', async () => {
    const calls = todoCalls(t, user);
    const created = await buildTodo(t, user, { title: 'Call the bank', ...timed });
    expect(created).toMatchObject(timed);
    expect(await (await calls.get(created.id)).json()).toEqual(created);
    expect((await calls.listJson()).find((todo) => todo.id === created.id)).toEqual(created);
    const plain = await buildTodo(t, user, { title: 'No time' });
    expect(plain).toMatchObject({ dueTime: null, reminder: null });
  });

  it('refuses a due time without a due date and a reminder without both, in words', async () => {
    const calls = todoCalls(t, user);
    expect(await fieldsOf(await calls.create({ title: 'x', dueTime: '15:00' }))).toEqual({ dueTime: REMINDER_MESSAGES.dueTimeNeedsDueDate });
    expect(await fieldsOf(await calls.create({ title: 'x', dueDate: '2026-06-10', reminder: 'at' }))).toEqual({ reminder: REMINDER_MESSAGES.reminderNeedsDueTime });
    expect(await fieldsOf(await calls.create({ title: 'x', dueDate: '2026-06-10', dueTime: '25:00' }))).toEqual({ dueTime: REMINDER_MESSAGES.invalidDueTime });
    expect(await fieldsOf(await calls.create({ title: 'x', ...timed, reminder: 'soon' }))).toEqual({ reminder: REMINDER_MESSAGES.invalidReminder });
  });
});

describe('editing (the form sends the whole task; older forms leave the new fields out)', () => {
  async function edited(todo: Todo, changes: Record<string, unknown>): Promise<Todo> {
    const response = await todoCalls(t, user).edit(todo.id, { ...editFormOf(todo), ...changes });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Todo;
  }

  it('changes both when sent, keeps both when left out', async () => {
    const todo = await buildTodo(t, user, timed);
    const changed = await edited(todo, { dueTime: '09:30', reminder: '1d' });
    expect(changed).toMatchObject({ dueTime: '09:30', reminder: '1d' });
    const kept = await edited(changed, { title: 'Renamed' });
    expect(kept).toMatchObject({ title: 'Renamed', dueTime: '09:30', reminder: '1d' });
  });

  it('clearing the due date clears the due time and the reminder', async () => {
    const todo = await buildTodo(t, user, timed);
    expect(await edited(todo, { dueDate: null })).toMatchObject({ dueDate: null, dueTime: null, reminder: null });
  });

  it('clearing the due time clears the reminder left out', async () => {
    const todo = await buildTodo(t, user, timed);
    expect(await edited(todo, { dueTime: null })).toMatchObject({ dueDate: '2026-06-10', dueTime: null, reminder: null });
  });

  it('refuses a reminder on a task without a due time, and a due time sent with no due date', async () => {
    const todo = await buildTodo(t, user, { dueDate: '2026-06-10' });
    expect(await fieldsOf(await todoCalls(t, user).edit(todo.id, { ...editFormOf(todo), reminder: '5m' }))).toEqual({ reminder: REMINDER_MESSAGES.reminderNeedsDueTime });
    expect(await fieldsOf(await todoCalls(t, user).edit(todo.id, { ...editFormOf(todo), dueDate: null, dueTime: '10:00' }))).toEqual({ dueTime: REMINDER_MESSAGES.dueTimeNeedsDueDate });
    expect(await (await todoCalls(t, user).get(todo.id)).json()).toEqual(todo);
  });

  it("another person's task is not found", async () => {
    const todo = await buildTodo(t, user, timed);
    const other = await signedInUser(t);
    const response = await todoCalls(t, other).edit(todo.id, { ...editFormOf(todo), dueTime: '08:00' });
    expect(response.status).toBe(404);
  });
});
