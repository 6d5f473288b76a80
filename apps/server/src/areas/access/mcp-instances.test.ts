import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { secondTodosInstance } from '../../testing/todos-kit';
import { answerOf, appFetch, createToken, mcpClient, signedInUserAt } from '../../testing/mcp-kit';

// Decision 025: the MCP server keeps nothing between requests, so an assistant's messages may land on any
// instance behind one database; a token revoked on one is refused by the other at once.

const clock = createTestClock(new Date('2026-06-10T15:00:00Z'));
let a: TestApp;
let b: Awaited<ReturnType<typeof secondTodosInstance>>;
beforeAll(async () => {
  a = await createTestApp({ clock });
  b = await secondTodosInstance(a, clock);
});
afterAll(async () => {
  await b.closeAll();
  await a.close();
});

it('a conversation spread over two instances works, and a revoke on one is seen by the other', async () => {
  const owner = await signedInUserAt(a, clock);
  const token = await createToken(a, owner, ['tasks:write']);
  const [toA, toB] = [appFetch(a), appFetch(b)];
  let turn = 0;
  // Every request goes to the other instance than the one before (a load balancer's round robin).
  const roundRobin = (url: string | URL, init?: RequestInit) => (turn++ % 2 === 0 ? toA : toB)(url, init);
  const client = await mcpClient(a, token.token, roundRobin);
  const added = answerOf(await client.callTool({ name: 'add_tasks', arguments: { tasks: [{ title: 'From instance one' }] } }));
  const found = answerOf(await client.callTool({ name: 'find_tasks', arguments: { query: 'instance' } }));
  expect(found.data!.tasks).toEqual([expect.objectContaining({ id: (added.data!.added as Array<{ id: string }>)[0]!.id })]);
  expect(turn).toBeGreaterThanOrEqual(4);
  expect((await a.request(`/api/access-tokens/${token.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
  await expect(client.callTool({ name: 'find_tasks', arguments: {} })).rejects.toThrow();
  await expect(client.callTool({ name: 'find_tasks', arguments: {} })).rejects.toThrow();
  await client.close();
});
