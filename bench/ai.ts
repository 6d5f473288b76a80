// issue 12 "Benchmark": the time to the first token through the app's OpenAI-compatible proxy
// (POST /api/grok/chat/completions: session, access, quota, context, then the upstream) beside the
// same request made straight to the upstream, a local fake OpenAI-compatible server; and 100
// concurrent streams through one instance, with their errors and the instance's memory.
import { startFakeOpenAiServer } from '../apps/server/src/testing/fake-openai-server';
import { startApp } from './lib/app-process';
import { percentile } from './lib/load';
import { rssMb } from './lib/process-stats';
import { createSignedInUser } from './lib/session';

export interface AiBenchOptions {
  row(label: string, value: string): void;
  /** Sequential requests timed for the first token (default 200). */
  requests?: number;
  /** Streams opened at once (default 100). */
  concurrent?: number;
}

const CHUNKS = ['Plan ', 'the ', 'morning ', 'around ', 'your ', 'deepest ', 'work.'];

/** Milliseconds from sending the request to the first chunk carrying content; reads the stream to its end. */
async function firstTokenMs(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ model: 'bench-model', messages: [{ role: 'user', content: 'Say hello' }], stream: true, max_tokens: 50 }),
  });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const decoder = new TextDecoder();
  let first = Number.NaN;
  for await (const chunk of response.body) {
    if (Number.isNaN(first) && /"content":"[^"]/.test(decoder.decode(chunk as Uint8Array, { stream: true }))) first = performance.now() - started;
  }
  if (Number.isNaN(first)) throw new Error(`${url}: the stream carried no content`);
  return first;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms`;
}

export async function benchAi({ row, requests = 200, concurrent = 100 }: AiBenchOptions): Promise<void> {
  const upstream = await startFakeOpenAiServer({ kind: 'reply', chunks: CHUNKS });
  const app = await startApp({ env: { AI_BASE_URL: upstream.baseUrl, AI_API_KEY: 'bench-upstream-key', AI_MODEL: 'bench-model', AI_DAILY_QUOTA: '100000' } });
  try {
    const cookie = await createSignedInUser(app.baseUrl, `ai-${Date.now()}@example.com`, 'Bench-Passw0rd!');
    const activation = await fetch(`${app.baseUrl}/api/subscriptions`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.baseUrl, cookie }, body: JSON.stringify({ plan: 'yearly' }) });
    if (!activation.ok) throw new Error(`activating the demo plan: ${activation.status}`);
    const direct = `${upstream.baseUrl}/chat/completions`;
    const proxied = `${app.baseUrl}/api/grok/chat/completions`;
    const proxyHeaders = { origin: app.baseUrl, cookie };
    for (let warm = 0; warm < 10; warm += 1) {
      await firstTokenMs(direct, {});
      await firstTokenMs(proxied, proxyHeaders);
    }

    const straight: number[] = [];
    const through: number[] = [];
    for (let index = 0; index < requests; index += 1) {
      straight.push(await firstTokenMs(direct, {}));
      through.push(await firstTokenMs(proxied, proxyHeaders));
    }
    row(`[ai] first token straight from the upstream (${requests} requests)`, summary(straight));
    row('[ai] first token through POST /api/grok/chat/completions', summary(through));
    const added = percentile([...through].sort((a, b) => a - b), 50) - percentile([...straight].sort((a, b) => a - b), 50);
    row('[ai] added by the proxy (p50 through − p50 straight; goal ≤ 5 ms)', `${added.toFixed(2)} ms  ${added <= 5 ? 'goal met' : 'GOAL MISSED'}`);

    upstream.setDefault({ kind: 'reply', chunks: CHUNKS, chunkDelayMs: 20 });
    global.gc?.();
    const before = rssMb(app.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(app.pid));
    }, 50);
    const results = await Promise.allSettled(Array.from({ length: concurrent }, () => firstTokenMs(proxied, proxyHeaders)));
    clearInterval(sampler);
    const failed = results.filter((result) => result.status === 'rejected').length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = rssMb(app.pid);
    row(`[ai] ${concurrent} concurrent streams through one instance`, `${concurrent - failed} ok, ${failed} errors  (goal 0)  ${failed === 0 ? 'goal met' : 'GOAL MISSED'}`);
    row(`[ai] memory during and after them`, `RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak, ${after.toFixed(0)} MB a second after`);
  } finally {
    await app.stop();
    await upstream.close();
  }
}
