import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODO_STATUSES, type Todo } from '@cadence/shared';
import { taskHistory, todos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildTodo, signedInUser, todoCalls } from '../../testing/todos-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('concurrent changes never lose or double a history row (issue 3)', () => {
  it('50 concurrent moves of one task leave it consistent, with one history row per actual status change', async () => {
    const user = await signedInUser(t);
    const todo = await buildTodo(t, user);
    const calls = todoCalls(t, user);
    const targets = Array.from({ length: 50 }, () => TODO_STATUSES[Math.floor(Math.random() * TODO_STATUSES.length)]!);

    const responses = await Promise.all(targets.map((status) => calls.move(todo.id, { status })));
    expect(responses.map((response) => response.status)).toEqual(targets.map(() => 200));

    const [row] = await t.db.select().from(todos).where(eq(todos.id, todo.id));
    const history = await t.db.select().from(taskHistory).where(eq(taskHistory.todoId, todo.id)).orderBy(asc(taskHistory.changedAt));

    // The rows form one unbroken chain from creation to the final status: a lost row would break it,
    // a doubled one would repeat a transition whose "from" no longer matches.
    expect(history[0]).toMatchObject({ previousStatus: 'not_started', newStatus: 'not_started', notes: 'Task created' });
    const moves = history.slice(1);
    let status = 'not_started';
    for (const entry of moves) {
      expect(entry.previousStatus).toBe(status);
      expect(entry.newStatus).not.toBe(entry.previousStatus);
      expect(entry.notes).toBe('Task moved via drag and drop');
      status = entry.newStatus;
    }
    expect(row!.status).toBe(status);
    expect(moves.length).toBeLessThanOrEqual(50);
    expect(new Set(history.map((entry) => entry.changedAt)).size).toBe(history.length);
    expect(row!.completedAt !== null).toBe(row!.status === 'completed');

    const final = (await (await calls.get(todo.id)).json()) as Todo;
    expect(final.status).toBe(status);
    expect(await calls.historyJson()).toHaveLength(history.length);
  });

  it('concurrent toggles each advance the cycle exactly once', async () => {
    const user = await signedInUser(t);
    const todo = await buildTodo(t, user);
    const calls = todoCalls(t, user);
    await Promise.all(Array.from({ length: 30 }, () => calls.toggle(todo.id)));
    const final = (await (await calls.get(todo.id)).json()) as Todo;
    expect(final.status).toBe('not_started'); // 30 toggles = 10 full cycles
    expect(await calls.historyJson()).toHaveLength(31);
  });
});
