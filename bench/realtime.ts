// issue 8: a write in one client, seen on another client's /api/events stream — p50 and p95 over 200
// writes beside the write's own latency, on the embedded database and across two instances on
// PostgreSQL — and what 1,000 idle open streams cost one instance.
import { type ClientRequest, request } from 'node:http';
import { percentile } from './lib/load';
import { cpuSeconds, rssMb } from './lib/process-stats';
import { type RunningApp, startApp } from './lib/app-process';
import { createSignedInUser } from './lib/session';

const WRITES = 200;
const IDLE_STREAMS = 1000;
/** Streams per user: the app allows 10 per user on an instance. */
const STREAMS_PER_USER = 10;

interface Stream {
  /** Resolves with the arrival time of the first event whose data contains `marker`. */
  next(marker: string): Promise<number>;
  close(): void;
}

function openStream(baseUrl: string, cookie: string): Promise<Stream> {
  const waiting = new Map<string, (at: number) => void>();
  let buffer = '';
  let req: ClientRequest;
  return new Promise((resolve, reject) => {
    req = request(`${baseUrl}/api/events`, { headers: { cookie, accept: 'text/event-stream' }, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          for (const [marker, done] of waiting) {
            if (block.includes(marker)) {
              waiting.delete(marker);
              done(at);
            }
          }
        }
      });
      resolve({
        next: (marker) => new Promise((done) => waiting.set(marker, done)),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function toggle(baseUrl: string, cookie: string, id: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/todos/${id}/toggle`, { method: 'POST', headers: { cookie, origin: baseUrl } });
  const todo = (await response.json()) as { updatedAt: string };
  return todo.updatedAt;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms`;
}

/** Writes through `writer`, listens on `listener` (another instance, or the same one), 200 times. */
async function measureFanOut(label: string, writer: RunningApp, listener: RunningApp, row: (label: string, value: string) => void): Promise<void> {
  const cookie = await createSignedInUser(writer.baseUrl, `live-${Date.now()}@example.com`, 'Bench-Passw0rd!');
  const created = (await (await fetch(`${writer.baseUrl}/api/todos`, { method: 'POST', headers: { cookie, origin: writer.baseUrl, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Live' }) })).json()) as { id: string };
  const stream = await openStream(listener.baseUrl, cookie);
  const writes: number[] = [];
  const seen: number[] = [];
  try {
    for (let index = 0; index < WRITES + 10; index += 1) {
      const started = performance.now();
      const arrival = stream.next(`"id":"${created.id}"`);
      await toggle(writer.baseUrl, cookie, created.id);
      const answered = performance.now();
      const heard = await Promise.race([arrival, new Promise<number>((_, reject) => setTimeout(() => reject(new Error('event not seen within 5 s')), 5_000))]);
      if (index >= 10) {
        writes.push(answered - started);
        seen.push(heard - started);
      }
    }
  } finally {
    stream.close();
  }
  row(`${label} the write's own latency (${WRITES} writes)`, summary(writes));
  const sortedSeen = [...seen].sort((a, b) => a - b);
  const sortedWrites = [...writes].sort((a, b) => a - b);
  const ok = percentile(sortedSeen, 95) <= 50 && percentile(sortedSeen, 95) <= 2 * percentile(sortedWrites, 95);
  row(`${label} seen on another client's stream`, `${summary(seen)}  (goal p95 ≤ 50 ms and ≤ 2× the write's p95: ${ok ? 'goal met' : 'GOAL MISSED'})`);
}

async function measureIdleStreams(app: RunningApp, row: (label: string, value: string) => void): Promise<void> {
  const cookies: string[] = [];
  for (let user = 0; user < IDLE_STREAMS / STREAMS_PER_USER; user += 1) {
    cookies.push(await createSignedInUser(app.baseUrl, `idle-${Date.now()}-${user}@example.com`, 'Bench-Passw0rd!', `198.19.${Math.floor(user / 200)}.${(user % 200) + 1}`));
  }
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const before = rssMb(app.pid);
  const streams: Stream[] = [];
  try {
    for (const cookie of cookies) for (let i = 0; i < STREAMS_PER_USER; i += 1) streams.push(await openStream(app.baseUrl, cookie));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const cpuBefore = cpuSeconds(app.pid);
    const idleSeconds = 30;
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const cpuUsed = cpuSeconds(app.pid) - cpuBefore;
    const grown = rssMb(app.pid) - before;
    row(`[realtime] ${IDLE_STREAMS} idle open streams on one instance: memory`, `${grown >= 0 ? '+' : ''}${grown.toFixed(1)} MB RSS  (goal ≤ 50 MB: ${grown <= 50 ? 'goal met' : 'GOAL MISSED'})`);
    row(`[realtime] ${IDLE_STREAMS} idle open streams: CPU over ${idleSeconds} s idle`, `${((cpuUsed / idleSeconds) * 100).toFixed(2)} % of a core (heartbeats every 25 s)`);
  } finally {
    for (const stream of streams) stream.close();
  }
}

export async function benchRealtime(options: { databaseUrl?: string | undefined; row(label: string, value: string): void }): Promise<void> {
  const { row } = options;
  const embedded = await startApp({ env: { TRUST_PROXY: 'true' } });
  try {
    await measureFanOut('[realtime pglite]', embedded, embedded, row);
    await measureIdleStreams(embedded, row);
  } finally {
    await embedded.stop();
  }
  if (!options.databaseUrl) return;
  const a = await startApp({ databaseUrl: options.databaseUrl });
  const b = await startApp({ databaseUrl: options.databaseUrl });
  try {
    await measureFanOut('[realtime postgres, write on A, stream on B]', a, b, row);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}
