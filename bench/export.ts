// issue 20 §1: the export of a heavy account (10,000 journal entries, 10,000 tasks, 20 habits × 3
// years, 10,000 activities) on PostgreSQL (rows seeded in SQL): how soon the download starts, how long
// it takes, how big it is, and how much the server's memory grows while it streams — read as fast as
// possible, and by a slow reader (the backpressure case: the server must not buffer the archive).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type RunningApp, startApp } from './lib/app-process';
import { rssMb } from './lib/process-stats';
import { createSignedInUser } from './lib/session';

type Row = (label: string, value: string) => void;

async function seedHeavy(databaseUrl: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into journal_entries (user_id, content, mood, tags, highlights, gratitude, created_at)
       select $1, 'Day ' || d || ': wrote, walked, read. "Quotes", commas and a line break' || chr(10) || repeat('Notes on the day. ', 20), 1 + d % 10,
         array['work', 'day' || (d % 7)], array['A highlight'], array['Coffee'], now() - make_interval(hours => d * 3)
       from generate_series(1, 10000) as d`,
      [userId],
    );
    await client.query(
      `insert into todos (user_id, title, description, priority, due_date, status, completed_at, created_at, updated_at)
       select $1, 'Task ' || t || ', with a comma', 'Details of task ' || t, (array['high','medium','low'])[1 + t % 3],
         case when t % 4 = 0 then (now() + make_interval(days => t % 90))::date end,
         case when t % 3 = 0 then 'completed' else 'not_started' end, case when t % 3 = 0 then now() - make_interval(hours => t) end,
         now() - make_interval(hours => t), now() - make_interval(hours => t)
       from generate_series(1, 10000) as t`,
      [userId],
    );
    await client.query(
      `insert into habits (user_id, title, frequency, created_at) select $1, 'Habit ' || h, 'daily', now() - interval '1100 days' from generate_series(1, 20) as h`,
      [userId],
    );
    await client.query(
      `insert into habit_completions (habit_id, user_id, date)
       select h.id, $1, (now() - make_interval(days => d))::date from habits h cross join generate_series(0, 1094) as d where h.user_id = $1`,
      [userId],
    );
    await client.query(
      `insert into activities (user_id, type, title, duration_seconds, started_at)
       select $1, (array['work','exercise','learning','leisure','social','other'])[1 + a % 6], 'Activity ' || a, 600 + (a % 12) * 300, now() - make_interval(mins => a * 131)
       from generate_series(1, 10000) as a`,
      [userId],
    );
    await client.query('vacuum (analyze) journal_entries, todos, habits, habit_completions, activities');
  } finally {
    await client.end();
  }
}

/** Downloads the export, sampling the server's memory; `pauseMs` between reads makes a slow reader. */
async function download(app: RunningApp, cookie: string, pauseMs: number) {
  let peak = rssMb(app.pid);
  const started = performance.now();
  const response = await fetch(`${app.baseUrl}/api/data-export`, { headers: { cookie, 'x-timezone': 'Europe/Paris' } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  const reader = response.body.getReader();
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let reads = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
    reads += 1;
    if (reads % 20 === 0) peak = Math.max(peak, rssMb(app.pid));
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  peak = Math.max(peak, rssMb(app.pid));
  return { firstByteMs, totalMs: performance.now() - started, bytes, peak };
}

/** The live heap (after a full collection) the probe saw between two instants: its largest, in MB. */
function liveHeapPeak(probeFile: string, from: number, to: number): number {
  if (!existsSync(probeFile)) return Number.NaN;
  const samples = readFileSync(probeFile, 'utf8').trim().split('\n').map((line) => line.split(' ').map(Number) as [number, number]);
  return Math.max(...samples.filter(([at]) => at >= from && at <= to).map(([, heap]) => heap));
}

export async function benchExport({ databaseUrl, row }: { databaseUrl: string; row: Row }): Promise<void> {
  await measure({ databaseUrl, row });
  await measureLiveHeap({ databaseUrl, row });
}

/** The same export through the app with the heap probe: what the export holds alive, garbage aside. */
async function measureLiveHeap({ databaseUrl, row }: { databaseUrl: string; row: Row }): Promise<void> {
  const probeFile = path.join(mkdtempSync(path.join(tmpdir(), 'cadence-heap-probe-')), 'heap.log');
  const app = await startApp({ databaseUrl, entry: 'bench/lib/heap-probe-main.ts', env: { TRUST_PROXY: 'true', BENCH_HEAP_PROBE_FILE: probeFile } });
  try {
    const cookie = await createSignedInUser(app.baseUrl, `export-heap-${Date.now()}@example.com`, 'Bench-Passw0rd!', '198.18.20.2');
    const profile = (await (await fetch(`${app.baseUrl}/api/profile`, { headers: { cookie } })).json()) as { id: string };
    await seedHeavy(databaseUrl, profile.id);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const restFrom = Date.now() - 750;
    const atRest = liveHeapPeak(probeFile, restFrom, Date.now());
    const started = Date.now();
    await download(app, cookie, 20);
    const during = liveHeapPeak(probeFile, started, Date.now());
    row(
      '[export] live heap while a slow reader downloads it (after each GC; goal < 50 MB growth)',
      `${atRest.toFixed(0)} MB at rest → ${during.toFixed(0)} MB at most (+${(during - atRest).toFixed(0)})  ${during - atRest < 50 ? 'goal met' : 'GOAL MISSED'}`,
    );
    await measureImport(app, cookie, probeFile, row);
  } finally {
    await app.stop();
  }
}

/** Every byte of the export. */
async function exportBytes(app: RunningApp, cookie: string): Promise<Blob> {
  const response = await fetch(`${app.baseUrl}/api/data-export`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  return response.blob();
}

/**
 * issue 20 §2: the heavy account's export imported into an empty account on the same server: how
 * long the preview (upload, read, check, draft) and the commit take, and what the server holds.
 */
async function measureImport(app: RunningApp, cookie: string, probeFile: string, row: Row): Promise<void> {
  const zip = await exportBytes(app, cookie);
  const importer = await createSignedInUser(app.baseUrl, `import-heap-${Date.now()}@example.com`, 'Bench-Passw0rd!', '198.18.20.3');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const atRest = liveHeapPeak(probeFile, Date.now() - 750, Date.now());
  const idleRss = rssMb(app.pid);
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(app.pid))), 100);
  const started = Date.now();
  try {
    const headers = { cookie: importer, origin: app.baseUrl, 'content-type': 'application/octet-stream' };
    const previewing = performance.now();
    const previewAnswer = await fetch(`${app.baseUrl}/api/data-imports?name=heavy.zip`, { method: 'POST', headers, body: zip });
    if (previewAnswer.status !== 201) throw new Error(`import preview answered ${previewAnswer.status}: ${await previewAnswer.text()}`);
    const preview = (await previewAnswer.json()) as { id: string; toAdd: Record<string, number> };
    const previewMs = performance.now() - previewing;
    const committing = performance.now();
    const commitAnswer = await fetch(`${app.baseUrl}/api/data-imports/${preview.id}/commit`, { method: 'POST', headers: { cookie: importer, origin: app.baseUrl } });
    if (commitAnswer.status !== 200) throw new Error(`import commit answered ${commitAnswer.status}: ${await commitAnswer.text()}`);
    const { added } = (await commitAnswer.json()) as { added: Record<string, number> };
    const commitMs = performance.now() - committing;
    const rows = Object.values(added).reduce((sum, n) => sum + n, 0);
    row(
      `[import] the heavy export (${(zip.size / 1048576).toFixed(1)} MiB zip) into an empty account: preview, commit`,
      `${(previewMs / 1000).toFixed(1)} s, ${(commitMs / 1000).toFixed(1)} s for ${rows.toLocaleString('en-US')} rows (${Math.round(rows / (commitMs / 1000)).toLocaleString('en-US')} rows/s)`,
    );
  } finally {
    clearInterval(sampler);
  }
  const during = liveHeapPeak(probeFile, started, Date.now());
  row('[import] server memory while importing it: live heap (after each GC), RSS', `+${(during - atRest).toFixed(0)} MB at most, RSS ${idleRss.toFixed(0)} → ${peakRss.toFixed(0)} MB`);
}

async function measure({ databaseUrl, row }: { databaseUrl: string; row: Row }): Promise<void> {
  const app = await startApp({ databaseUrl, env: { TRUST_PROXY: 'true' } });
  try {
    const cookie = await createSignedInUser(app.baseUrl, `export-${Date.now()}@example.com`, 'Bench-Passw0rd!', '198.18.20.1');
    const profile = (await (await fetch(`${app.baseUrl}/api/profile`, { headers: { cookie } })).json()) as { id: string };
    const seeding = performance.now();
    await seedHeavy(databaseUrl, profile.id);
    row('[export] heavy account seeded in SQL (10,000 entries, 10,000 tasks, 20 habits × 3 years, 10,000 activities)', `${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    // Memory is compared with the app at rest with this account in place, before any export ran.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssMb(app.pid);
    await download(app, cookie, 0); // warm-up
    const fast = await download(app, cookie, 0);
    row(
      '[export] download as fast as it comes: first byte (goal < 1 s), whole zip',
      `${fast.firstByteMs.toFixed(0)} ms, ${(fast.totalMs / 1000).toFixed(1)} s for ${(fast.bytes / 1048576).toFixed(1)} MiB  ${fast.firstByteMs < 1000 ? 'goal met' : 'GOAL MISSED'}`,
    );
    // RSS includes the garbage V8 lets build up before it collects; the live heap is measured below.
    const growth = (peak: number) => `RSS at rest ${idle.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)})`;
    row('[export] server RSS while streaming it, garbage included', growth(fast.peak));
    const slow = await download(app, cookie, 20);
    row(`[export] the same for a slow reader (20 ms between reads, ${(slow.totalMs / 1000).toFixed(1)} s)`, growth(slow.peak));
  } finally {
    await app.stop();
  }
}
