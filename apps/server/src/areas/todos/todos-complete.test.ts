import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODO_HISTORY_NOTES, TODO_MESSAGES, localDateInTimeZone, type Todo } from '@cadence/shared';
import { habitCompletions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildHabit, buildTodo, signedInUser, todoCalls } from '../../testing/todos-kit';

// docs/product/todos.md "Complete checkbox" (issue 18 item 3): POST /api/todos/:id/complete sets a task
// completed or reopens it, in one click, whatever column it is in.

const clock = createTestClock(new Date('2026-03-10T09:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const historyOf = async (calls: ReturnType<typeof todoCalls>, id: string) => (await calls.historyJson()).filter((row) => row.todoId === id);

describe('the complete checkbox (docs/product/todos.md "Complete checkbox")', () => {
  it.each(['not_started', 'in_progress'] as const)('completes a task from %s in one step, with one history row and its completedAt', async (status) => {
    const user = await signedInUser(t);
    const calls = todoCalls(t, user);
    const todo = await buildTodo(t, user, { status });
    clock.advanceSeconds(5);
    const response = await calls.complete(todo.id, { completed: true });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Todo;
    expect(saved).toMatchObject({ id: todo.id, status: 'completed', completedAt: clock.now().toISOString() });
    expect(saved.updatedAt > todo.updatedAt).toBe(true);
    const rows = await historyOf(calls, todo.id);
    expect(rows[0]).toMatchObject({ previousStatus: status, newStatus: 'completed', notes: TODO_HISTORY_NOTES.toggled });
  });

  it('sets rather than flips: a second tick changes nothing and writes no row; unticking reopens to Not Started', async () => {
    const user = await signedInUser(t);
    const calls = todoCalls(t, user);
    const todo = await buildTodo(t, user, { status: 'in_progress' });
    const first = (await (await calls.complete(todo.id, { completed: true })).json()) as Todo;
    const again = (await (await calls.complete(todo.id, { completed: true })).json()) as Todo;
    expect(again).toEqual(first);
    // 'Task created', 'Status changed manually' (created in progress), then the one completion.
    expect(await historyOf(calls, todo.id)).toHaveLength(3);

    const reopened = (await (await calls.complete(todo.id, { completed: false })).json()) as Todo;
    expect(reopened).toMatchObject({ status: 'not_started', completedAt: null });
    const open = (await (await calls.complete(todo.id, { completed: false })).json()) as Todo;
    expect(open).toEqual(reopened);
    const rows = await historyOf(calls, todo.id);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ previousStatus: 'completed', newStatus: 'not_started', notes: TODO_HISTORY_NOTES.toggled });
  });

  it("marks a linked habit done for the person's today", async () => {
    const user = await signedInUser(t);
    const habit = await buildHabit(t, user.id);
    const todo = await buildTodo(t, user, { habitId: habit.id });
    await todoCalls(t, user, { 'X-Timezone': 'Pacific/Kiritimati' }).complete(todo.id, { completed: true });
    const rows = await t.db.select().from(habitCompletions).where(eq(habitCompletions.habitId, habit.id));
    expect(rows).toMatchObject([{ completed: true, date: localDateInTimeZone(clock.now(), 'Pacific/Kiritimati') }]);
  });

  it("another person's task, a deleted one and a made-up id are 404 'Task not found'", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const todo = await buildTodo(t, owner);
    for (const response of [await todoCalls(t, stranger).complete(todo.id, { completed: true }), await todoCalls(t, owner).complete('not-a-uuid', { completed: true })]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(TODO_MESSAGES.taskNotFound);
    }
    await todoCalls(t, owner).remove(todo.id);
    expect((await todoCalls(t, owner).complete(todo.id, { completed: true })).status).toBe(404);
    // The stranger's attempt changed nothing.
    await todoCalls(t, owner).restore(todo.id);
    expect(((await (await todoCalls(t, owner).get(todo.id)).json()) as Todo).status).toBe('not_started');
  });

  it.each([
    [{}, { completed: TODO_MESSAGES.invalidCompleted }],
    [{ completed: 'yes' }, { completed: TODO_MESSAGES.invalidCompleted }],
    [{ completed: null }, { completed: TODO_MESSAGES.invalidCompleted }],
    [{ completed: true, status: 'completed' }, { _: 'Unknown field: status' }],
  ])('bad input %j is 400 with a clear message, never 500', async (body, fields) => {
    const user = await signedInUser(t);
    const todo = await buildTodo(t, user);
    const response = await todoCalls(t, user).complete(todo.id, body);
    expect(response.status).toBe(400);
    const error = (await response.json()).error;
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual(fields);
  });

  it('without a session it is 401', async () => {
    const user = await signedInUser(t);
    const todo = await buildTodo(t, user);
    const response = await t.request(`/api/todos/${todo.id}/complete`, { json: { completed: true } });
    expect(response.status).toBe(401);
  });
});
