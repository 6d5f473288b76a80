// issue 26 §3: what an MCP tool call adds over the same REST call. One seeded account (50 tasks), one
// program with a personal access token: `find_tasks` over /mcp (a stateless server and transport per
// request, JSON-RPC in and out) beside GET /api/v1/todos, both with the token, sequential and
// interleaved, p50 and p99 (decision 025). Tokens are rotated before each reaches its own rate limit
// (docs/product/access.md "Rate limit": 120 a minute), so the limit never answers in place of the call.
import { startApp } from './lib/app-process';
import { percentile } from './lib/load';
import { createSignedInUser } from './lib/session';

const TASKS = 50;
const SAMPLES = 400;
const WARMUP = 40;
/** Requests per token, under its limit of 120 a minute. */
const PER_TOKEN = 110;

export interface McpBenchOptions {
  databaseUrl?: string | undefined;
  row: (label: string, value: string) => void;
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function seed(baseUrl: string): Promise<{ cookie: string }> {
  const cookie = await createSignedInUser(baseUrl, `mcp-bench-${Date.now()}@example.com`, 'Bench-Passw0rd!');
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie };
  for (let i = 0; i < TASKS; i += 1) {
    const dueDate = `2026-12-${String((i % 28) + 1).padStart(2, '0')}`;
    await json(await fetch(`${baseUrl}/api/todos`, { method: 'POST', headers, body: JSON.stringify({ title: `Bench task ${i}`, description: 'Seeded for the MCP bench', dueDate }) }));
  }
  return { cookie };
}

async function newToken(baseUrl: string, cookie: string, index: number): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie };
  const created = (await json(await fetch(`${baseUrl}/api/access-tokens`, { method: 'POST', headers, body: JSON.stringify({ name: `Bench ${index}`, scopes: ['tasks:read'] }) }))) as { token: string };
  return created.token;
}

async function timed(request: () => Promise<Response>, check: (body: string) => void): Promise<number> {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`answered ${response.status}: ${body.slice(0, 200)}`);
  check(body);
  return elapsed;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(2)} ms`;
const signed = (value: number) => `${value < 0 ? '-' : '+'}${ms(Math.abs(value))}`;

export async function benchMcp({ databaseUrl, row }: McpBenchOptions): Promise<void> {
  const kind = databaseUrl ? 'postgres' : 'pglite';
  const app = await startApp({ databaseUrl });
  try {
    const { baseUrl } = app;
    const { cookie } = await seed(baseUrl);
    let token = '';
    let used = PER_TOKEN;
    let tokens = 0;
    const withToken = async () => {
      if (used >= PER_TOKEN) {
        tokens += 1;
        token = await newToken(baseUrl, cookie, tokens);
        used = 0;
      }
      used += 1;
      return token;
    };
    const rest = async () => {
      const bearer = await withToken();
      return timed(
        // One page holds them all (docs/product/access.md "The API": pages of up to 200).
        () => fetch(`${baseUrl}/api/v1/todos?limit=${TASKS}`, { headers: { authorization: `Bearer ${bearer}` } }),
        (body) => {
          if ((JSON.parse(body) as { items: unknown[] }).items.length !== TASKS) throw new Error('REST: not every task');
        },
      );
    };
    let id = 0;
    const mcp = async () => {
      const bearer = await withToken();
      id += 1;
      const message = { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'find_tasks', arguments: { limit: TASKS } } };
      return timed(
        () =>
          fetch(`${baseUrl}/mcp`, {
            method: 'POST',
            headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
            body: JSON.stringify(message),
          }),
        (body) => {
          const answer = JSON.parse(body) as { result?: { structuredContent?: { tasks?: unknown[] } } };
          if (answer.result?.structuredContent?.tasks?.length !== TASKS) throw new Error(`MCP: not every task: ${body.slice(0, 200)}`);
        },
      );
    };
    for (let i = 0; i < WARMUP; i += 1) {
      await rest();
      await mcp();
    }
    const restMs: number[] = [];
    const mcpMs: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      // Alternate which goes first, so neither always follows the other's leftover work.
      if (i % 2 === 0) {
        restMs.push(await rest());
        mcpMs.push(await mcp());
      } else {
        mcpMs.push(await mcp());
        restMs.push(await rest());
      }
    }
    const [restSorted, mcpSorted] = [sorted(restMs), sorted(mcpMs)];
    const p = (values: number[], at: number) => percentile(values, at);
    row(`[mcp ${kind}] GET /api/v1/todos with a token (${TASKS} tasks), p50 / p99`, `${ms(p(restSorted, 50))} / ${ms(p(restSorted, 99))}`);
    row(`[mcp ${kind}] find_tasks over /mcp, same token and tasks, p50 / p99`, `${ms(p(mcpSorted, 50))} / ${ms(p(mcpSorted, 99))}`);
    row(
      `[mcp ${kind}] an MCP tool call's added latency, p50 / p99 (goal: under 5 ms at p50)`,
      `${signed(p(mcpSorted, 50) - p(restSorted, 50))} / ${signed(p(mcpSorted, 99) - p(restSorted, 99))}  (${SAMPLES} calls each, ${tokens} tokens)`,
    );
  } finally {
    await app.stop();
  }
}
