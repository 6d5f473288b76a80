import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentChanges, todos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createToken, signedInUser, withToken, type SignedInUser } from '../../testing/access-kit';

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
});
afterAll(() => t.close());

describe('a personal access token', () => {
  it('reads and writes tasks under /api/v1, and every change it makes is logged with its name', async () => {
    const token = await createToken(t, owner, ['tasks:write'], 'Claude');
    expect(token.token).toMatch(/^cad_/);
    expect(token.scopes).toEqual(['tasks:read', 'tasks:write']);
    const created = await withToken(t, token.token, '/api/v1/todos', { method: 'POST', json: { title: 'From the agent' } });
    expect(created.status).toBe(201);
    const task = await created.json();
    const [row] = await t.db.select({ via: todos.viaToken }).from(todos).where(eq(todos.id, task.id));
    expect(row?.via).toBe('Claude');
    const logged = await t.db.select().from(agentChanges).where(eq(agentChanges.rowId, task.id));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ tokenName: 'Claude', tableName: 'todos', before: null });
    const listed = await withToken(t, token.token, '/api/v1/todos');
    expect(listed.status).toBe(200);
    // The person's own edit clears the mark and logs nothing.
    await t.request(`/api/todos/${task.id}/toggle`, { method: 'POST', cookie: owner.cookie });
    const [after] = await t.db.select({ via: todos.viaToken }).from(todos).where(eq(todos.id, task.id));
    expect(after?.via).toBeNull();
    expect(await t.db.select().from(agentChanges).where(eq(agentChanges.rowId, task.id))).toHaveLength(1);
  });

  it('is refused without the scope, with a cookie beside it, and once revoked', async () => {
    const token = await createToken(t, owner, ['tasks:read']);
    expect((await withToken(t, token.token, '/api/v1/todos', { method: 'POST', json: { title: 'x' } })).status).toBe(403);
    expect((await withToken(t, token.token, '/api/v1/journal')).status).toBe(403);
    expect((await withToken(t, token.token, '/api/v1/todos', { cookie: owner.cookie })).status).toBe(400);
    expect((await withToken(t, token.token, '/api/v1/profile')).status).toBe(404);
    expect((await t.request(`/api/access-tokens/${token.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await withToken(t, token.token, '/api/v1/todos')).status).toBe(401);
  });
});

describe("a token's changes in the task's history", () => {
  // docs/product/access.md "In the task's history".
  it("say which token made them; the person's own say nothing more", async () => {
    const token = await createToken(t, owner, ['tasks:write'], 'Claude');
    const created = await (await withToken(t, token.token, '/api/v1/todos', { method: 'POST', json: { title: 'Told by the agent' } })).json();
    await t.request(`/api/todos/${created.id}/toggle`, { method: 'POST', cookie: owner.cookie });
    const history = (await (await t.request('/api/todo-history', { cookie: owner.cookie })).json()) as Array<{ todoId: string; notes: string; via: string | null }>;
    const rows = history.filter((row) => row.todoId === created.id);
    expect(rows.map((row) => [row.notes, row.via])).toEqual([
      ['Status toggled manually', null],
      ['Task created', 'Claude'],
    ]);
  });
});
