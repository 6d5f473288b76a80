import { ACCESS_MESSAGES, ACCESS_SCOPES, JOURNAL_MESSAGES, MCP_BATCH_MAX, MCP_MESSAGES, type Todo } from '@cadence/shared';
import type { Client } from '@modelcontextprotocol/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentChanges, todos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { INITIALIZE, answerOf, buildTodo, createToken, mcpClient, postMcp, signedInUserAt, type SignedInUser } from '../../testing/mcp-kit';

// docs/product/access.md "The MCP server" and "Refusals": every refusal says why and changes nothing;
// the resources and prompts, scoped like the tools.

const TODAY = '2026-06-10';
const clock = createTestClock(new Date(`${TODAY}T15:00:00Z`));

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let fullToken: string;
let client: Client;
let own: Todo;

const call = async (name: string, args: Record<string, unknown> = {}) => answerOf(await client.callTool({ name, arguments: args }));

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInUserAt(t, clock);
  stranger = await signedInUserAt(t, clock);
  own = await buildTodo(t, owner, { title: 'Mine', dueDate: TODAY });
  expect((await t.request('/api/journal', { cookie: owner.cookie, json: { content: 'A good day.', mood: 4 } })).status).toBe(201);
  fullToken = (await createToken(t, owner, [...ACCESS_SCOPES], 'Assistant')).token;
  client = await mcpClient(t, fullToken);
});
afterAll(async () => {
  await client?.close();
  await t.close();
});

describe('refused before the protocol', () => {
  it('no token, an unknown one or a revoked one: 401 in our words, as for the API', async () => {
    const none = await postMcp(t, INITIALIZE);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await none.json()).error.message).toBe(ACCESS_MESSAGES.tokenMissing);
    const unknown = await postMcp(t, INITIALIZE, { token: 'cad_not-a-token' });
    expect([unknown.status, (await unknown.json()).error.message]).toEqual([401, ACCESS_MESSAGES.tokenInvalid]);
    const revoked = await createToken(t, owner, ['tasks:read']);
    expect((await postMcp(t, INITIALIZE, { token: revoked.token })).status).toBe(200);
    expect((await t.request(`/api/access-tokens/${revoked.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await postMcp(t, INITIALIZE, { token: revoked.token })).status).toBe(401);
    await expect(mcpClient(t, null)).rejects.toThrow();
  });

  it('another site’s Origin or Host is refused (DNS rebinding); the app’s own and none pass', async () => {
    const foreign = await postMcp(t, INITIALIZE, { token: fullToken, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toBe(MCP_MESSAGES.foreignOrigin);
    // Another port of the same host is another origin.
    expect((await postMcp(t, INITIALIZE, { token: fullToken, origin: 'http://localhost:8080' })).status).toBe(403);
    expect((await postMcp(t, INITIALIZE, { token: fullToken, origin: t.config.publicOrigin })).status).toBe(200);
    // A name re-pointed at this server (DNS rebinding) sends its own Host: the app's host check refuses it.
    expect((await postMcp(t, INITIALIZE, { token: fullToken, headers: { host: 'rebound.example:3000' } })).status).toBe(421);
  });

  it('malformed JSON-RPC gets the SDK’s JSON-RPC error, never a 500', async () => {
    const notJson = await postMcp(t, '{"jsonrpc": "2.0", "method": ', { token: fullToken });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.code).toBe(-32700);
    const notRpc = await postMcp(t, { jsonrpc: '2.0', id: 1, method: 42 }, { token: fullToken });
    expect(notRpc.status).toBe(400);
    expect((await notRpc.json()).error.code).toBe(-32700);
  });

  it('a body over the limit is 413, and GET or DELETE (no sessions) are 405', async () => {
    const huge = { ...INITIALIZE, params: { ...INITIALIZE.params, padding: 'x'.repeat(110 * 1024) } };
    const tooLarge = await postMcp(t, huge, { token: fullToken });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error.message).toBe(MCP_MESSAGES.bodyTooLarge);
    const get = await t.request('/mcp', { origin: false, headers: { authorization: `Bearer ${fullToken}`, accept: 'text/event-stream' } });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
  });
});

describe('refused by a tool, changing nothing', () => {
  it('a tool the token has no scope for is not listed, and calling it names the scope', async () => {
    const reader = await mcpClient(t, (await createToken(t, owner, ['tasks:read'])).token);
    expect((await reader.listTools()).tools.map((tool) => tool.name)).toEqual(['get_overview', 'find_tasks']);
    const refused = answerOf(await reader.callTool({ name: 'add_tasks', arguments: { tasks: [{ title: 'Sneaky' }] } }));
    expect(answerOf(await reader.callTool({ name: 'log_habit', arguments: { wrong: true } })).error).toContain('"habits:write"');
    expect(refused.error).toBe('This access token may not use add_tasks: it needs the "tasks:write" scope. The person can make a token with it in their profile.');
    expect(answerOf(await reader.callTool({ name: 'get_overview', arguments: {} })).data!.leftOut).toEqual([
      { part: 'habits', needsScope: 'habits:read' },
      { part: 'timer', needsScope: 'timer' },
      { part: 'mood', needsScope: 'journal:read' },
    ]);
    await reader.close();
    expect(await t.db.select().from(todos).where(eq(todos.title, 'Sneaky'))).toEqual([]);
  });

  it('a batch over its limit, an empty title, a date that is not YYYY-MM-DD: the rule is named', async () => {
    const many = Array.from({ length: MCP_BATCH_MAX + 1 }, (_, index) => ({ title: `Task ${index}` }));
    expect((await call('add_tasks', { tasks: many })).error).toContain(`Send at most ${MCP_BATCH_MAX} tasks in one call.`);
    expect((await call('add_tasks', { tasks: [{ title: 'Fine' }, { title: '   ' }] })).error).toContain('tasks.1.title: Title is required');
    expect((await call('reschedule_tasks', { tasks: [{ id: own.id, dueDate: '10/06/2026' }] })).error).toContain('Date must be a real date in the form YYYY-MM-DD');
    expect((await call('update_tasks', { tasks: [{ id: own.id, title: '' }] })).error).toBe('Title is required');
    expect((await call('log_habit', { habit: 'Meditate' })).error).toBe(MCP_MESSAGES.habitNotFound);
    expect((await call('add_journal_entry', { text: 'Too happy', mood: 11 })).error).toContain('Mood');
    expect((await call('search_journal', { cursor: 'garbage' })).error).toBe(JOURNAL_MESSAGES.invalidCursor);
    expect((await call('add_journal_entry', { date: '2026-06-12', text: 'Not yet' })).error).toBe(JOURNAL_MESSAGES.createdAtInFuture);
    expect(await t.db.select().from(todos).where(eq(todos.title, 'Fine'))).toEqual([]);
    expect(await t.db.select().from(agentChanges)).toEqual([]);
  });

  it('another person’s task is not found, and the whole batch is refused before anything changes', async () => {
    const theirs = await buildTodo(t, stranger, { title: 'Theirs' });
    expect((await call('complete_tasks', { ids: [own.id, theirs.id] })).error).toBe('Item 2 of 2: Task not found');
    expect((await call('update_tasks', { tasks: [{ id: theirs.id, title: 'Mine now' }] })).error).toBe('Task not found');
    const rows = await t.db.select({ id: todos.id, status: todos.status, title: todos.title }).from(todos).where(eq(todos.userId, stranger.id));
    expect(rows).toEqual([{ id: theirs.id, status: 'not_started', title: 'Theirs' }]);
    const [mine] = await t.db.select({ status: todos.status }).from(todos).where(eq(todos.id, own.id));
    expect(mine?.status).toBe('not_started');
  });
});

describe('resources and prompts', () => {
  it('today, a week and a journal day read as JSON, scoped like the tools', async () => {
    expect((await client.listResources()).resources.map((resource) => resource.uri)).toEqual(['cadence://today']);
    expect((await client.listResourceTemplates()).resourceTemplates.map((template) => template.uriTemplate)).toEqual(['cadence://week/{date}', 'cadence://journal/{date}']);
    const read = async (uri: string) => JSON.parse(((await client.readResource({ uri })).contents[0] as { text: string }).text);
    expect(await read('cadence://today')).toMatchObject({ date: TODAY, tasksDue: [expect.objectContaining({ title: 'Mine' })], moodLogged: true });
    expect(await read('cadence://week/2026-06-08')).toMatchObject({ from: '2026-06-08', to: '2026-06-14', tasksDue: [expect.objectContaining({ title: 'Mine' })] });
    expect(await read(`cadence://journal/${TODAY}`)).toMatchObject({ date: TODAY, entries: [expect.objectContaining({ content: 'A good day.', mood: 4 })] });
    await expect(client.readResource({ uri: 'cadence://journal/yesterday' })).rejects.toThrow(MCP_MESSAGES.invalidDate);
    const tasksOnly = await mcpClient(t, (await createToken(t, owner, ['tasks:read'])).token);
    expect((await tasksOnly.listResourceTemplates()).resourceTemplates.map((template) => template.uriTemplate)).toEqual(['cadence://week/{date}']);
    await expect(tasksOnly.readResource({ uri: `cadence://journal/${TODAY}` })).rejects.toThrow();
    await tasksOnly.close();
  });

  it('the three prompts, with their arguments checked', async () => {
    expect((await client.listPrompts()).prompts.map((prompt) => [prompt.name, prompt.title])).toEqual([
      ['plan_my_day', 'Plan my day'],
      ['weekly_review', 'Weekly review'],
      ['evening_reflection', 'Evening reflection'],
    ]);
    const plan = await client.getPrompt({ name: 'plan_my_day', arguments: { date: TODAY } });
    expect(plan.messages[0]!.content).toMatchObject({ type: 'text', text: expect.stringContaining(`Call get_overview with date ${TODAY}`) });
    expect((await client.getPrompt({ name: 'weekly_review', arguments: { range: 'month' } })).messages[0]!.content).toMatchObject({ text: expect.stringContaining('week_review with range month') });
    expect((await client.getPrompt({ name: 'evening_reflection' })).messages[0]!.content).toMatchObject({ text: expect.stringContaining('add_journal_entry') });
    await expect(client.getPrompt({ name: 'plan_my_day', arguments: { date: 'tomorrow' } })).rejects.toThrow(MCP_MESSAGES.invalidDate);
  });
});
