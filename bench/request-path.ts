// issue 9: the request path at the speed of its parts. Every load runs with wrk on the load-generator
// core and the servers (and PostgreSQL) on the other core. The things compared run side by side in
// the same rounds (round 1: each of them, round 2: each of them…), so a machine that slows down for a
// while slows all of them alike; each figure is the median of the rounds, with their spread.
import pg from 'pg';
import { BENCH_AUTH_SECRET, type RunningApp, startApp } from './lib/app-process';
import { PLAIN_LIST_SQL, signJwt, startBaselineServer } from './lib/baseline';
import { startHelloServer } from './lib/hello-server';
import { pgbench } from './lib/pgbench';
import { postgresCpuSeconds } from './lib/postgres-cpu';
import { createSignedInUser } from './lib/session';
import { seedTodos } from './lib/todo-seed';
import { runWrk, type WrkResult } from './lib/wrk';

export interface RequestPathOptions {
  seconds: number;
  rounds: number;
  row(label: string, value: string): void;
  /** A PostgreSQL database for the app, the baseline and pgbench; without it the embedded database. */
  databaseUrl?: string | undefined;
}

interface Sample {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** PostgreSQL CPU seconds per request (or transaction), when it could be read. */
  dbCpu?: number;
}

type Target = () => Promise<Sample>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const verdict = (ok: boolean) => (ok ? 'goal met' : 'GOAL MISSED');

function summary(samples: Sample[]): string {
  const rates = samples.map((sample) => sample.rps);
  return `${Math.round(median(rates))} req/s (rounds ${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))})  p50 ${median(samples.map((s) => s.p50Ms)).toFixed(1)} ms  p99 ${median(samples.map((s) => s.p99Ms)).toFixed(1)} ms`;
}

/** Freshly seeded rows make PostgreSQL check each row's visibility until they are vacuumed: measure the steady state. */
async function settleTables(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum (analyze) todos, task_checklist_items, habits, goals, session, "user"');
  } finally {
    await client.end();
  }
}

/** A wrk load as a target: one unmeasured second to warm up, then `seconds` measured, with PostgreSQL's CPU. */
function wrkTarget(url: string, seconds: number, headers?: Record<string, string>): Target {
  let warm = false;
  return async () => {
    if (!warm) {
      await runWrk(url, { seconds: 1, headers });
      warm = true;
    }
    const before = postgresCpuSeconds();
    const result: WrkResult = await runWrk(url, { seconds, headers });
    const after = postgresCpuSeconds();
    const requests = result.requestsPerSecond * seconds;
    return {
      rps: result.requestsPerSecond,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      ...(before !== null && after !== null && requests > 0 ? { dbCpu: (after - before) / requests } : {}),
    };
  };
}

/** PostgreSQL's own idle CPU per second (background processes), to subtract from per-request readings. */
async function idleDbCpuPerSecond(): Promise<number> {
  const before = postgresCpuSeconds();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const after = postgresCpuSeconds();
  return before === null || after === null ? 0 : (after - before) / 3;
}

async function runRounds(rounds: number, targets: Record<string, Target>): Promise<Record<string, Sample[]>> {
  const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, target] of Object.entries(targets)) samples[name]!.push(await target());
  }
  return samples;
}

async function signedInWithTasks(app: RunningApp, databaseUrl: string | undefined, label: string): Promise<{ cookie: string; userId: string }> {
  const cookie = await createSignedInUser(app.baseUrl, `${label}-${Date.now()}@example.com`, 'Bench-Passw0rd!');
  await seedTodos(app.baseUrl, cookie, 100);
  await settleTables(databaseUrl);
  const profile = (await (await fetch(`${app.baseUrl}/api/profile`, { headers: { cookie } })).json()) as { id: string };
  return { cookie, userId: profile.id };
}

export async function benchRequestPath({ seconds, rounds, row, databaseUrl }: RequestPathOptions): Promise<void> {
  const kind = databaseUrl ? 'postgres' : 'pglite';
  const hello = await startHelloServer();
  const app = await startApp({ databaseUrl });
  const harness = await startApp({ databaseUrl, entry: 'harness' });
  const baseline = databaseUrl ? await startBaselineServer(databaseUrl, BENCH_AUTH_SECRET) : null;
  try {
    const user = await signedInWithTasks(app, databaseUrl, 'path');
    const harnessUser = await signedInWithTasks(harness, databaseUrl, 'harness');
    const targets: Record<string, Target> = {
      bare: wrkTarget(hello.url, seconds),
      health: wrkTarget(`${app.baseUrl}/api/health`, seconds),
      profile: wrkTarget(`${app.baseUrl}/api/profile`, seconds, { cookie: user.cookie }),
      list: wrkTarget(`${app.baseUrl}/api/todos`, seconds, { cookie: user.cookie }),
      harnessSignedIn: wrkTarget(`${harness.baseUrl}/bench/signed-in/todos`, seconds, { cookie: harnessUser.cookie }),
      harnessOpen: wrkTarget(`${harness.baseUrl}/bench/open/todos/${harnessUser.userId}`, seconds),
    };
    if (baseline && databaseUrl) {
      targets.baseline = wrkTarget(baseline.url, seconds, { authorization: `Bearer ${signJwt(user.userId, BENCH_AUTH_SECRET)}` });
      targets.pgbench = async () => {
        const before = postgresCpuSeconds();
        const result = await pgbench(databaseUrl, PLAIN_LIST_SQL, { seconds, variables: { uid: user.userId } });
        const after = postgresCpuSeconds();
        if (!result) throw new Error('pgbench failed');
        return { rps: result.tps, p50Ms: Number.NaN, p99Ms: Number.NaN, ...(before !== null && after !== null ? { dbCpu: (after - before) / result.transactions } : {}) };
      };
    }
    const idleCpu = databaseUrl ? await idleDbCpuPerSecond() : 0;
    const samples = await runRounds(rounds, targets);
    const rate = (name: string) => median(samples[name]!.map((sample) => sample.rps));

    row('[http] bare node:http hello, 50 conns', summary(samples.bare!));
    row(`[${kind}] GET /api/health, all middleware`, summary(samples.health!));
    const healthRatio = rate('health') / rate('bare');
    row(`[${kind}] /api/health ÷ bare node:http (goal ≥ 0.6)`, `${healthRatio.toFixed(2)}  ${verdict(healthRatio >= 0.6)}`);
    row(`[${kind}] GET /api/profile (signed in)`, summary(samples.profile!));
    row(`[${kind}] GET /api/todos, 100 tasks (signed in)`, summary(samples.list!));
    const list = samples.list!;
    const tail = median(list.map((s) => s.p99Ms)) / median(list.map((s) => s.p50Ms));
    row(`[${kind}] list p99 ÷ p50 at 50 connections (goal ≤ 3)`, `${tail.toFixed(2)}  ${verdict(tail <= 3)}`);
    row(`[${kind}] same list without the session check (harness)`, summary(samples.harnessOpen!));
    const sessionRatio = rate('harnessSignedIn') / rate('harnessOpen');
    row(`[${kind}] signed-in ÷ unauthenticated list, same process (goal ≥ 0.9)`, `${sessionRatio.toFixed(2)}  ${verdict(sessionRatio >= 0.9)}`);

    if (!databaseUrl) return;
    row('[postgres] pgbench -M prepared, the plain selects of those rows (tasks; checklist items), 10 clients', `${Math.round(rate('pgbench'))} tps`);
    const dbRatio = rate('list') / rate('pgbench');
    row('[postgres] signed-in list ÷ pgbench plain select (goal ≥ 0.30)', `${dbRatio.toFixed(2)}  ${verdict(dbRatio >= 0.3)}`);
    row('[postgres] baseline Hono + pg server, JWT, the same statement, c.json(rows)', summary(samples.baseline!));
    const baselineRatio = rate('list') / rate('baseline');
    row('[postgres] signed-in list ÷ baseline server (goal ≥ 1.0)', `${baselineRatio.toFixed(2)}  ${verdict(baselineRatio >= 1)}`);
    // PostgreSQL's background work (checkpointer, autovacuum, the event listener's checks) is taken out.
    const perRequest = (name: string) => median(samples[name]!.map((s) => (s.dbCpu ?? Number.NaN) - idleCpu / s.rps));
    const cpuRatio = perRequest('list') / perRequest('pgbench');
    row(
      '[postgres] database CPU per list request ÷ per plain select (goal ≤ 1.3)',
      `${cpuRatio.toFixed(2)}  (${(perRequest('list') * 1e6).toFixed(0)} µs vs ${(perRequest('pgbench') * 1e6).toFixed(0)} µs)  ${verdict(cpuRatio <= 1.3)}`,
    );
  } finally {
    hello.stop();
    baseline?.stop();
    await Promise.all([app.stop(), harness.stop()]);
  }
}
