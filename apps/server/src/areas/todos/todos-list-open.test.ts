import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Todo } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildTodo, signedInUser, type SignedInUser } from '../../testing/todos-kit';

// GET /api/todos?status=open: the tasks not completed, for a task choice (issue 19; docs/product/activity.md "Linked task").

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(async () => t.close());

const listOf = async (user: SignedInUser, query: string) => t.request(`/api/todos${query}`, { cookie: user.cookie });

describe('GET /api/todos?status=open', () => {
  it("lists the person's open tasks in the board's order, never a completed one nor another user's", async () => {
    const fresh = await buildTodo(t, owner, { title: 'Draft the plan', dueDate: '2026-12-02' });
    const started = await buildTodo(t, owner, { title: 'Book the venue', status: 'in_progress', dueDate: '2026-12-01' });
    await buildTodo(t, owner, { title: 'Sent the invoice', status: 'completed' });
    await buildTodo(t, stranger, { title: 'Not yours' });

    const response = await listOf(owner, '?status=open');
    expect(response.status).toBe(200);
    const open = (await response.json()) as Todo[];
    expect(open.map((todo) => todo.title)).toEqual(['Book the venue', 'Draft the plan']);
    expect(open).toEqual([started, fresh]);

    const all = (await (await listOf(owner, '')).json()) as Todo[];
    expect(all.map((todo) => todo.title).sort()).toEqual(['Book the venue', 'Draft the plan', 'Sent the invoice']);
    expect(((await (await listOf(stranger, '?status=open')).json()) as Todo[]).map((todo) => todo.title)).toEqual(['Not yours']);
  });

  it.each([
    ['?status=completed', { status: 'Status must be open' }],
    ['?status=', { status: 'Status must be open' }],
    ['?page=2', { _: 'Unknown field: page' }],
  ])('%s answers 400 with a clear message', async (query, fields) => {
    const response = await listOf(owner, query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields).toEqual(fields);
  });
});
