import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODO_MESSAGES, type Todo, type TodoBoardPage } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildTodo, signedInUser, type SignedInUser } from '../../testing/todos-kit';

// GET /api/todos?completedSince: the board's first answer without the tasks completed before Completed's
// last seven days, and their count (issue 19 "the board's initial payload bounded"; docs/product/todos.md
// "Groups and sort").

const clock = createTestClock(new Date('2026-11-10T09:00:00Z'));
let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(async () => t.close());

const listOf = (user: SignedInUser, query: string) => t.request(`/api/todos${query}`, { cookie: user.cookie });
const complete = (user: SignedInUser, todo: Todo) => t.request(`/api/todos/${todo.id}/complete`, { cookie: user.cookie, json: { completed: true } });

describe('GET /api/todos?completedSince', () => {
  it('leaves out and counts only the tasks completed before the instant, never a deleted one nor another user’s', async () => {
    const longAgo = await buildTodo(t, owner, { title: 'Filed the taxes' });
    const deletedLongAgo = await buildTodo(t, owner, { title: 'Renewed the domain' });
    const atTheEdge = await buildTodo(t, owner, { title: 'Sent the proposal' });
    const open = await buildTodo(t, owner, { title: 'Draft the plan' });
    const strangers = await buildTodo(t, stranger, { title: 'Not yours' });
    expect((await complete(owner, longAgo)).status).toBe(200);
    expect((await complete(owner, deletedLongAgo)).status).toBe(200);
    expect((await complete(stranger, strangers)).status).toBe(200);
    expect((await t.request(`/api/todos/${deletedLongAgo.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    clock.set(new Date('2026-11-20T00:00:00Z'));
    expect((await complete(owner, atTheEdge)).status).toBe(200);

    const response = await listOf(owner, '?completedSince=2026-11-20T00:00:00Z');
    expect(response.status).toBe(200);
    const page = (await response.json()) as TodoBoardPage;
    expect(page.olderCompleted).toBe(1);
    expect(page.todos.map((todo) => todo.title).sort()).toEqual(['Draft the plan', 'Sent the proposal']);
    // The same rows, in the same order, as the whole board has them.
    const board = (await (await listOf(owner, '')).json()) as Todo[];
    expect(page.todos).toEqual(board.filter((todo) => todo.id !== longAgo.id));
    expect(board.map((todo) => todo.id)).toContain(open.id);

    // An offset is the same instant: one millisecond later, the task completed at the edge is older too.
    const later = (await (await listOf(owner, '?completedSince=2026-11-20T01:00:00.001%2B01:00')).json()) as TodoBoardPage;
    expect(later.olderCompleted).toBe(2);
    expect(later.todos.map((todo) => todo.title)).toEqual(['Draft the plan']);

    const strangersPage = (await (await listOf(stranger, '?completedSince=2026-11-20T00:00:00Z')).json()) as TodoBoardPage;
    expect(strangersPage).toEqual({ todos: [], olderCompleted: 1 });
  });

  it('with status=open, answers the open tasks alone, as a plain list', async () => {
    const response = await listOf(owner, '?status=open&completedSince=2026-11-20T00:00:00Z');
    expect(((await response.json()) as Todo[]).map((todo) => todo.title)).toEqual(['Draft the plan']);
  });

  it.each(['2026-11-20', 'yesterday', '2026-11-20T00:00:00', ''])('completedSince=%s answers 400 with a clear message', async (value) => {
    const response = await listOf(owner, `?completedSince=${value}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(body.error).toMatchObject({ code: 'VALIDATION', fields: { completedSince: TODO_MESSAGES.invalidCompletedSince } });
  });
});
