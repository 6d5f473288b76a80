import { createServer } from 'node:net';
import { serve } from '@hono/node-server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { TestApp } from './create-test-app';

// The MCP server's test helpers (docs/product/access.md "The MCP server"): the SDK's own client over its
// Streamable HTTP transport, its requests handed to the real app as HTTP requests (app.request: no
// socket, the same routing, middleware and answers).

/** A fetch that sends the client's requests to the test app, from this machine, as a program would (no cookie). */
export function appFetch(t: TestApp): (url: string | URL, init?: RequestInit) => Promise<Response> {
  const env = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50_000, remoteFamily: 'IPv4' } } };
  return async (url, init) => t.app.request(String(url), init, env);
}

/** A connected MCP client holding `token` (or none). */
export async function mcpClient(t: TestApp, token: string | null, fetch = appFetch(t)): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${t.config.publicUrl}/mcp`), {
    fetch,
    requestInit: token === null ? {} : { headers: { authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'cadence-tests', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** The JSON a tool answered with (its structuredContent), or its refusal's text. */
export function answerOf(result: unknown): { data?: Record<string, unknown>; error?: string } {
  const value = result as { isError?: boolean; structuredContent?: Record<string, unknown>; content?: Array<{ type: string; text?: string }> };
  const text = value.content?.find((block) => block.type === 'text')?.text ?? '';
  return value.isError ? { error: text } : { data: value.structuredContent ?? (JSON.parse(text) as Record<string, unknown>) };
}

export { createToken, withToken } from './access-kit';
export { buildHabit, buildTodo, signedInUserAt, type SignedInUser } from './factories';
export { buildGoal } from './goals-kit';

/** A raw POST to /mcp as an MCP client sends it (JSON, both answer types accepted), for the refusals before the protocol. */
export function postMcp(t: TestApp, body: string | object, init: { token?: string; origin?: string | false; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { accept: 'application/json, text/event-stream', 'content-type': 'application/json', ...init.headers };
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
  return t.request('/mcp', { method: 'POST', origin: init.origin ?? false, headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** The first message of every MCP conversation. */
export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1.0.0' } },
} as const;

/** A free port on this machine's loopback, for an app whose PUBLIC_URL must name it before it listens. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The test app listening on a real socket (its PUBLIC_URL must be http://127.0.0.1:<port>): the client's requests go over TCP. */
export async function listen(t: TestApp): Promise<{ close(): Promise<void> }> {
  const url = new URL(t.config.publicUrl);
  const server = serve({ fetch: t.app.fetch, port: Number(url.port), hostname: url.hostname });
  await new Promise((resolve) => server.once('listening', resolve));
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}
