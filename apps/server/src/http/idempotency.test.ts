import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Todo } from '@cadence/shared';
import { taskHistory, todos, writeKeys } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { buildTodo, signedInUser, type SignedInUser } from '../testing/factories';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

// docs/product/offline.md "Changes made offline": a queued change sent again is applied once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const keyed = (user: SignedInUser, key: string) => (path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(path, { ...init, cookie: user.cookie, headers: { 'Idempotency-Key': key } });

const countTodos = async (userId: string) => (await t.db.select({ id: todos.id }).from(todos).where(eq(todos.userId, userId))).length;

describe('Idempotency-Key on changes', () => {
  it('a create sent three times makes one task, and each repeat gets the first answer', async () => {
    const user = await signedInUser(t);
    const send = keyed(user, 'create-0001-aaaa');
    const first = await send('/api/todos', { json: { title: 'Buy bread' } });
    expect(first.status).toBe(201);
    const created = (await first.json()) as Todo;
    for (let i = 0; i < 2; i += 1) {
      const again = await send('/api/todos', { json: { title: 'Buy bread' } });
      expect(again.status).toBe(201);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await again.json()).toEqual(created);
    }
    expect(await countTodos(user.id)).toBe(1);
    const history = await t.db.select().from(taskHistory).where(eq(taskHistory.todoId, created.id));
    expect(history).toHaveLength(1);
  });

  it('a toggle sent twice advances the status once (a lost answer does not make it twice)', async () => {
    const user = await signedInUser(t);
    const todo = await buildTodo(t, user);
    const send = keyed(user, 'toggle-0001-bbbb');
    const first = await send(`/api/todos/${todo.id}/toggle`, { method: 'POST' });
    const second = await send(`/api/todos/${todo.id}/toggle`, { method: 'POST' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(((await second.json()) as Todo).status).toBe('in_progress');
    const [row] = await t.db.select().from(todos).where(eq(todos.id, todo.id));
    expect(row!.status).toBe('in_progress');
  });

  it('twenty copies of one create at the same moment make one task', async () => {
    const user = await signedInUser(t);
    const send = keyed(user, 'race-0001-cccc');
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('/api/todos', { json: { title: 'Once' } })));
    const statuses = answers.map((answer) => answer.status);
    // The first runs; the others see it running (409, try again) or its answer.
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const conflicts = answers.filter((answer) => answer.status === 409);
    for (const conflict of conflicts) {
      expect(conflict.headers.get('Retry-After')).toBe('1');
      expect(((await conflict.json()) as { error: { code: string; message: string } }).error).toEqual({ code: 'IN_PROGRESS', message: IDEMPOTENCY_MESSAGES.inProgress });
    }
    expect(await countTodos(user.id)).toBe(1);
  });

  it('a delete sent again answers as the first did (204), not 404', async () => {
    const user = await signedInUser(t);
    const todo = await buildTodo(t, user);
    const send = keyed(user, 'delete-0001-dddd');
    expect((await send(`/api/todos/${todo.id}`, { method: 'DELETE' })).status).toBe(204);
    const again = await send(`/api/todos/${todo.id}`, { method: 'DELETE' });
    expect(again.status).toBe(204);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('a refusal is kept as the answer too: a stale edit sent again is the same 409 with the row then current', async () => {
    const user = await signedInUser(t);
    const todo = await buildTodo(t, user);
    await t.request(`/api/todos/${todo.id}/toggle`, { method: 'POST', cookie: user.cookie });
    const send = keyed(user, 'stale-0001-eeee');
    const body = { title: 'Renamed', description: null, priority: 'medium', category: 'personal', dueDate: null, estimatedMinutes: null, status: 'not_started', habitId: null, expectedUpdatedAt: todo.updatedAt };
    const first = await send(`/api/todos/${todo.id}`, { method: 'PATCH', json: body });
    const second = await send(`/api/todos/${todo.id}`, { method: 'PATCH', json: body });
    expect([first.status, second.status]).toEqual([409, 409]);
    expect(await second.json()).toEqual(await first.json());
  });

  it('the same key with another change is refused in words, and nothing is changed', async () => {
    const user = await signedInUser(t);
    const send = keyed(user, 'reuse-0001-ffff');
    expect((await send('/api/todos', { json: { title: 'One' } })).status).toBe(201);
    const other = await send('/api/todos', { json: { title: 'Two' } });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect(await countTodos(user.id)).toBe(1);
  });

  it('a key is one person\'s: another person with the same key makes their own change', async () => {
    const [ann, bob] = [await signedInUser(t), await signedInUser(t)];
    expect((await keyed(ann, 'shared-0001-gggg')('/api/todos', { json: { title: 'Ann' } })).status).toBe(201);
    const bobs = await keyed(bob, 'shared-0001-gggg')('/api/todos', { json: { title: 'Ann' } });
    expect(bobs.status).toBe(201);
    expect(bobs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await countTodos(bob.id)).toBe(1);
  });

  it('refuses a malformed key in words, and a bad body under a key is answered 400 each time without a change', async () => {
    const user = await signedInUser(t);
    const bad = await keyed(user, 'short')('/api/todos', { json: { title: 'x' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    const send = keyed(user, 'invalid-0001-hhhh');
    const first = await send('/api/todos', { json: { title: '' } });
    const second = await send('/api/todos', { json: { title: '' } });
    expect([first.status, second.status]).toEqual([400, 400]);
    expect(await countTodos(user.id)).toBe(0);
  });

  it('a change not made for a passing reason (another person\'s task: 404 is kept; not signed in: nothing kept)', async () => {
    const [ann, bob] = [await signedInUser(t), await signedInUser(t)];
    const annsTask = await buildTodo(t, ann);
    const send = keyed(bob, 'notmine-0001-iiii');
    expect((await send(`/api/todos/${annsTask.id}/toggle`, { method: 'POST' })).status).toBe(404);
    const signedOut = await t.request('/api/todos', { json: { title: 'x' }, headers: { 'Idempotency-Key': 'nobody-0001-jjjj' } });
    expect(signedOut.status).toBe(401);
    const kept = await t.db.select().from(writeKeys).where(and(eq(writeKeys.key, 'nobody-0001-jjjj')));
    expect(kept).toHaveLength(0);
  });

  it('a GET ignores the header', async () => {
    const user = await signedInUser(t);
    const list = await keyed(user, 'get-0001-kkkk')('/api/todos');
    expect(list.status).toBe(200);
    const kept = await t.db.select().from(writeKeys).where(eq(writeKeys.key, 'get-0001-kkkk'));
    expect(kept).toHaveLength(0);
  });

  it('two instances on one database apply a change sent to both once', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const user = await signedInUser(t);
      const init = { json: { title: 'Both' }, cookie: user.cookie, headers: { 'Idempotency-Key': 'twoinst-0001-llll' } };
      const answers = await Promise.all([t.request('/api/todos', init), second.request('/api/todos', init)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([201]));
      expect(await countTodos(user.id)).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('a new task with an id chosen by the client (made offline, edited before it was saved)', () => {
  it('keeps the id; the same id again is 409 in words whoever holds it; not a UUID is 400', async () => {
    const [ann, bob] = [await signedInUser(t), await signedInUser(t)];
    const id = '3f0c8a52-6a43-4f7e-9f57-2d7d1c0e9b11';
    const created = await t.request('/api/todos', { json: { id, title: 'Made offline' }, cookie: ann.cookie });
    expect(created.status).toBe(201);
    expect(((await created.json()) as Todo).id).toBe(id);
    const edited = await t.request(`/api/todos/${id}/toggle`, { method: 'POST', cookie: ann.cookie });
    expect(edited.status).toBe(200);
    for (const user of [ann, bob]) {
      const taken = await t.request('/api/todos', { json: { id, title: 'Again' }, cookie: user.cookie });
      expect(taken.status).toBe(409);
      expect(((await taken.json()) as { error: { message: string } }).error.message).toBe('A task with this id already exists.');
    }
    const bad = await t.request('/api/todos', { json: { id: 'not-a-uuid', title: 'x' }, cookie: ann.cookie });
    expect(bad.status).toBe(400);
    expect(await countTodos(bob.id)).toBe(0);
  });
});

describe('a new journal entry and check-in with ids chosen by the client, written offline', () => {
  it('keep the id and the time they were written; a taken id is 409 in words', async () => {
    const [ann, bob] = [await signedInUser(t), await signedInUser(t)];
    const entryId = '7a1d3c9e-2b4f-4e8a-9c6d-1f2e3a4b5c6d';
    const writtenAt = new Date(t.clock.now().getTime() - 3 * 60 * 60_000).toISOString();
    const entry = await t.request('/api/journal', { json: { id: entryId, content: 'Written on the train', createdAt: writtenAt }, cookie: ann.cookie });
    expect(entry.status).toBe(201);
    expect(await entry.json()).toMatchObject({ id: entryId, createdAt: writtenAt });
    const taken = await t.request('/api/journal', { json: { id: entryId, content: 'Again' }, cookie: bob.cookie });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { message: string } }).error.message).toBe('An entry with this id already exists.');

    const moodId = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
    const mood = await t.request('/api/moods', { json: { id: moodId, value: 7, loggedAt: writtenAt }, cookie: ann.cookie });
    expect(mood.status).toBe(201);
    expect(await mood.json()).toMatchObject({ id: moodId, loggedAt: writtenAt });
    const moodTaken = await t.request('/api/moods', { json: { id: moodId, value: 3 }, cookie: bob.cookie });
    expect(moodTaken.status).toBe(409);
    expect(((await moodTaken.json()) as { error: { message: string } }).error.message).toBe('A check-in with this id already exists.');
    const bad = await t.request('/api/moods', { json: { id: 'x', value: 3 }, cookie: bob.cookie });
    expect(bad.status).toBe(400);
  });
});
