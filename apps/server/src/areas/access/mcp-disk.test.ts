import { afterAll, beforeAll, expect, it } from 'vitest';
import { DISK_FULL_MESSAGE } from '../../http/error-handler';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { answerOf, createToken, mcpClient } from '../../testing/mcp-kit';
import { signedInUser } from '../../testing/access-kit';

// docs/product/access.md "The MCP server" and issue 25 §2: while the embedded database's disk is nearly
// full, tools that write are refused in the API's words and change nothing; tools that read go on.

const disk = { writable: true };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ diskSpace: { now: () => ({ freeBytes: disk.writable ? 10e9 : 1e6, reserveBytes: 5e8, writable: disk.writable }) } });
});
afterAll(() => t.close());

it('a nearly full disk refuses the tools that write, not those that read', async () => {
  const owner = await signedInUser(t);
  const client = await mcpClient(t, (await createToken(t, owner, ['tasks:write'])).token);
  disk.writable = false;
  expect(answerOf(await client.callTool({ name: 'add_tasks', arguments: { tasks: [{ title: 'Later' }] } })).error).toBe(DISK_FULL_MESSAGE);
  expect(answerOf(await client.callTool({ name: 'find_tasks', arguments: {} })).data).toMatchObject({ tasks: [], total: 0 });
  disk.writable = true;
  expect(answerOf(await client.callTool({ name: 'add_tasks', arguments: { tasks: [{ title: 'Later' }] } })).data!.added).toEqual([expect.objectContaining({ title: 'Later' })]);
  await client.close();
});
