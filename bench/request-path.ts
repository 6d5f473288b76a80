// issue 9: the request path at the speed of its parts. Every load runs with wrk on the load-generator
// core and the servers (and PostgreSQL) on the other core; each figure is the median of `rounds`
// rounds, with the rounds' spread beside it.
import { BENCH_AUTH_SECRET, startApp } from './lib/app-process';
import { PLAIN_LIST_SQL, signJwt, startBaselineServer } from './lib/baseline';
import { startHelloServer } from './lib/hello-server';
import { pgbench } from './lib/pgbench';
import { postgresCpuSeconds } from './lib/postgres-cpu';
import { inRounds, spread, type Rounds } from './lib/rounds';
import { createSignedInUser } from './lib/session';
import { seedTodos } from './lib/todo-seed';
import { runWrk, type WrkResult } from './lib/wrk';

export interface RequestPathOptions {
  seconds: number;
  rounds: number;
  row(label: string, value: string): void;
  /** A PostgreSQL database for the app, the baseline and pgbench; without it only the HTTP figures run. */
  databaseUrl?: string | undefined;
}

const rps = (result: WrkResult) => result.requestsPerSecond;

function describe(rounds: Rounds<WrkResult>): string {
  const { median } = rounds;
  return `${Math.round(median.requestsPerSecond)} req/s (rounds ${spread(rounds, rps)})  p50 ${median.p50Ms.toFixed(1)} ms  p99 ${median.p99Ms.toFixed(1)} ms${median.non2xx ? `  non-2xx ${median.non2xx}` : ''}`;
}

const verdict = (ok: boolean) => (ok ? 'goal met' : 'GOAL MISSED');

async function userIdOf(baseUrl: string, cookie: string): Promise<string> {
  const profile = (await (await fetch(`${baseUrl}/api/profile`, { headers: { cookie } })).json()) as { id: string };
  return profile.id;
}

export async function benchRequestPath({ seconds, rounds, row, databaseUrl }: RequestPathOptions): Promise<void> {
  const load = (url: string, headers?: Record<string, string>) => inRounds(rounds, () => runWrk(url, { seconds, headers }), rps);

  const hello = await startHelloServer();
  let bare: Rounds<WrkResult>;
  try {
    bare = await load(hello.url);
  } finally {
    hello.stop();
  }
  row('[http] bare node:http hello, 50 conns', describe(bare));

  const kind = databaseUrl ? 'postgres' : 'pglite';
  const app = await startApp({ databaseUrl });
  try {
    const health = await load(`${app.baseUrl}/api/health`);
    const healthRatio = rps(health.median) / rps(bare.median);
    row(`[${kind}] GET /api/health, all middleware`, describe(health));
    row(`[${kind}] /api/health ÷ bare node:http (goal ≥ 0.6)`, `${healthRatio.toFixed(2)}  ${verdict(healthRatio >= 0.6)}`);

    const cookie = await createSignedInUser(app.baseUrl, `path-${Date.now()}@example.com`, 'Bench-Passw0rd!');
    await seedTodos(app.baseUrl, cookie, 100);
    const profile = await load(`${app.baseUrl}/api/profile`, { cookie });
    row(`[${kind}] GET /api/profile (signed in)`, describe(profile));

    const cpuBefore = postgresCpuSeconds();
    const list = await load(`${app.baseUrl}/api/todos`, { cookie });
    const cpuAfter = postgresCpuSeconds();
    row(`[${kind}] GET /api/todos, 100 tasks (signed in)`, describe(list));
    const tailOk = list.median.p99Ms <= 3 * list.median.p50Ms;
    row(`[${kind}] list p99 ÷ p50 (goal ≤ 3)`, `${(list.median.p99Ms / list.median.p50Ms).toFixed(2)}  ${verdict(tailOk)}`);

    if (!databaseUrl) return;
    const userId = await userIdOf(app.baseUrl, cookie);
    const listRequests = list.all.reduce((sum, result) => sum + result.requestsPerSecond * seconds, 0);

    const database = await inRounds(rounds, async () => {
      const before = postgresCpuSeconds();
      const result = await pgbench(databaseUrl, PLAIN_LIST_SQL, { seconds, variables: { uid: userId } });
      const after = postgresCpuSeconds();
      if (!result) throw new Error('pgbench failed');
      return { ...result, cpuPerTransaction: before !== null && after !== null ? (after - before) / result.transactions : Number.NaN };
    }, (result) => result.tps);
    const tpsSpread = spread(database, (result) => result.tps);
    row('[postgres] pgbench -M prepared, the plain select of those rows, 10 clients', `${Math.round(database.median.tps)} tps (rounds ${tpsSpread})`);
    const dbRatio = rps(list.median) / database.median.tps;
    row('[postgres] signed-in list ÷ pgbench plain select (goal ≥ 0.30)', `${dbRatio.toFixed(2)}  ${verdict(dbRatio >= 0.3)}`);
    if (cpuBefore !== null && cpuAfter !== null) {
      const appCpu = (cpuAfter - cpuBefore) / listRequests;
      const cpuRatio = appCpu / database.median.cpuPerTransaction;
      row('[postgres] database CPU per list request ÷ per plain select (goal ≤ 1.3)', `${cpuRatio.toFixed(2)}  (${(appCpu * 1e6).toFixed(0)} µs vs ${(database.median.cpuPerTransaction * 1e6).toFixed(0)} µs)  ${verdict(cpuRatio <= 1.3)}`);
    }

    const jwtSecret = BENCH_AUTH_SECRET;
    const baseline = await startBaselineServer(databaseUrl, jwtSecret);
    let baselineList: Rounds<WrkResult>;
    try {
      baselineList = await load(baseline.url, { authorization: `Bearer ${signJwt(userId, jwtSecret)}` });
    } finally {
      baseline.stop();
    }
    row('[postgres] baseline Hono + pg server, JWT, same rows, c.json(rows)', describe(baselineList));
    const baselineRatio = rps(list.median) / rps(baselineList.median);
    row('[postgres] signed-in list ÷ baseline server (goal ≥ 1.0)', `${baselineRatio.toFixed(2)}  ${verdict(baselineRatio >= 1)}`);
  } finally {
    await app.stop();
  }

  // The session check's own cost: the same list with and without it, in one process (bench/lib/list-harness-main.ts).
  const harness = await startApp({ databaseUrl, entry: 'harness' });
  try {
    const cookie = await createSignedInUser(harness.baseUrl, `harness-${Date.now()}@example.com`, 'Bench-Passw0rd!');
    await seedTodos(harness.baseUrl, cookie, 100);
    const userId = await userIdOf(harness.baseUrl, cookie);
    const signedIn = await load(`${harness.baseUrl}/api/todos`, { cookie });
    const open = await load(`${harness.baseUrl}/bench/unauthenticated-todos/${userId}`);
    const ratio = rps(signedIn.median) / rps(open.median);
    row(`[${kind}] same list without the session check (harness)`, describe(open));
    row(`[${kind}] signed-in ÷ unauthenticated list (goal ≥ 0.9)`, `${ratio.toFixed(2)}  ${verdict(ratio >= 0.9)}`);
  } finally {
    await harness.stop();
  }
}
