import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Todo } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildHabit, buildTodo, editFormOf, signedInUser, todoCalls, type SignedInUser } from '../../testing/todos-kit';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(async () => t.close());

const SOME_ID = '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11';

describe('/api/todos is for signed-in users only (docs/product/accounts.md "Sessions")', () => {
  it.each([
    ['GET', '/api/todos'],
    ['POST', '/api/todos'],
    ['GET', '/api/todo-history'],
    ['GET', `/api/todos/${SOME_ID}`],
    ['PATCH', `/api/todos/${SOME_ID}`],
    ['POST', `/api/todos/${SOME_ID}/move`],
    ['POST', `/api/todos/${SOME_ID}/toggle`],
    ['DELETE', `/api/todos/${SOME_ID}`],
    ['POST', `/api/todos/${SOME_ID}/restore`],
    ['GET', '/api/habits'],
  ])('%s %s without a session answers 401', async (method, path) => {
    const json = method === 'POST' || method === 'PATCH' ? { title: 'x', status: 'completed' } : undefined;
    const response = await t.request(path, { method, json });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHORIZED');
  });
});

describe("another user's task is not found, and stays as it was (docs/architecture.md 'API conventions')", () => {
  it('every route answers 404 Task not found to a stranger; the owner sees no change', async () => {
    const habit = await buildHabit(t, owner.id, { title: 'Stretch' });
    const todo = await buildTodo(t, owner, { title: 'Private', priority: 'high', habitId: habit.id });
    const mine = todoCalls(t, owner);
    const theirs = todoCalls(t, stranger);
    const historyBefore = await mine.historyJson();

    const attempts = [
      theirs.get(todo.id),
      theirs.edit(todo.id, editFormOf(todo, { title: 'Hijacked', status: 'completed' })),
      theirs.move(todo.id, { status: 'completed' }),
      theirs.toggle(todo.id),
      theirs.remove(todo.id),
      theirs.restore(todo.id),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Task not found' } });
    }

    expect(await (await mine.get(todo.id)).json()).toEqual(todo);
    expect(await mine.historyJson()).toEqual(historyBefore);
    expect(await theirs.listJson()).toEqual([]);
    expect(await theirs.historyJson()).toEqual([]);
    expect(await (await t.request('/api/habits', { cookie: stranger.cookie })).json()).toEqual([]);
  });

  it("a stranger cannot restore the owner's deleted task", async () => {
    const todo = await buildTodo(t, owner);
    const mine = todoCalls(t, owner);
    expect((await mine.remove(todo.id)).status).toBe(204);
    expect((await todoCalls(t, stranger).restore(todo.id)).status).toBe(404);
    expect((await mine.get(todo.id)).status).toBe(404);
    expect((await mine.restore(todo.id)).status).toBe(200);
  });

  it('an id that is not a uuid is simply not found', async () => {
    const response = await todoCalls(t, owner).get('not-a-task');
    expect(response.status).toBe(404);
  });
});

describe('the owner can use every route', () => {
  it('create, get, edit, move, toggle, delete, restore, list and history', async () => {
    const calls = todoCalls(t, owner);
    const created = await calls.create({ title: 'Owner task' });
    expect(created.status).toBe(201);
    const todo = (await created.json()) as Todo;

    expect((await calls.get(todo.id)).status).toBe(200);
    const edited = await calls.edit(todo.id, editFormOf(todo, { title: 'Renamed' }));
    expect(edited.status).toBe(200);
    expect((await edited.json()).title).toBe('Renamed');
    expect((await calls.move(todo.id, { status: 'in_progress' })).status).toBe(200);
    expect((await calls.toggle(todo.id)).status).toBe(200);
    expect((await calls.remove(todo.id)).status).toBe(204);
    expect((await calls.restore(todo.id)).status).toBe(200);
    expect((await calls.listJson()).map((item) => item.id)).toContain(todo.id);
    expect((await calls.history()).status).toBe(200);
  });

  it("GET /api/habits lists the user's own habits for the form's selector", async () => {
    const user = await signedInUser(t);
    const habit = await buildHabit(t, user.id, { title: 'Meditate', color: '#38A169' });
    await buildHabit(t, stranger.id, { title: 'Not yours' });
    const response = await t.request('/api/habits', { cookie: user.cookie });
    expect(response.status).toBe(200);
    // The habits screen's list: the selector reads these fields; the log and streaks come along.
    expect(await response.json()).toEqual([
      expect.objectContaining({
        id: habit.id,
        title: 'Meditate',
        description: null,
        frequency: 'daily',
        timeOfDay: null,
        category: 'wellness',
        color: '#38A169',
        createdAt: new Date(habit.createdAt).toISOString(),
        updatedAt: new Date(habit.updatedAt).toISOString(),
      }),
    ]);
  });
});
