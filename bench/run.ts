// `npm run bench`: throughput and latency of the built app on loopback, on PGlite and, when a
// PostgreSQL server is reachable, on PostgreSQL. Every load is bounded in time and stops by itself.
import { startApp } from './lib/app-process';
import { startHelloServer } from './lib/hello-server';
import { measureLoad, percentile } from './lib/load';
import { freshBenchDatabase } from './lib/postgres';
import { createSignedInUser, signIn } from './lib/session';
import { benchTodos } from './todos';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const PASSWORD = 'Bench-Passw0rd!';

function row(label: string, value: string): void {
  console.log(`${label.padEnd(58)} ${value}`);
}

async function signInLatency(baseUrl: string, email: string, rounds = 20): Promise<{ p50: number; p99: number }> {
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await signIn(baseUrl, email, PASSWORD);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p99: percentile(timings, 99) };
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<void> {
  const app = await startApp(databaseUrl);
  try {
    const health = await measureLoad({ url: `${app.baseUrl}/api/health`, durationSeconds: DURATION });
    row(`[${kind}] GET /api/health (all middleware), 50 conns`, `${health.requestsPerSecond} req/s  p50 ${health.p50Ms} ms  p99 ${health.p99Ms} ms`);

    const email = `bench-${Date.now()}@example.com`;
    const cookie = await createSignedInUser(app.baseUrl, email, PASSWORD);
    const profile = await measureLoad({ url: `${app.baseUrl}/api/profile`, durationSeconds: DURATION, headers: { cookie } });
    row(`[${kind}] GET /api/profile (signed in), 50 conns`, `${profile.requestsPerSecond} req/s  p50 ${profile.p50Ms} ms  p99 ${profile.p99Ms} ms  non-2xx ${profile.non2xx}`);

    const signInTimes = await signInLatency(app.baseUrl, email);
    row(`[${kind}] sign-in latency (20 sequential)`, `p50 ${signInTimes.p50.toFixed(1)} ms  p99 ${signInTimes.p99.toFixed(1)} ms`);

    await benchTodos({ kind, baseUrl: app.baseUrl, cookie, email, databaseUrl, durationSeconds: DURATION, row });
  } finally {
    await app.stop();
  }
}

async function main(): Promise<void> {
  console.log(`Cadence bench — ${new Date().toISOString()} — node ${process.version}, ${DURATION}s per load\n`);
  const hello = await startHelloServer();
  try {
    const bare = await measureLoad({ url: hello.url, durationSeconds: DURATION });
    row('bare node:http hello, 50 conns', `${bare.requestsPerSecond} req/s  p50 ${bare.p50Ms} ms  p99 ${bare.p99Ms} ms`);
  } finally {
    hello.stop();
  }
  await benchDatabase('pglite');
  const postgresUrl = await freshBenchDatabase();
  if (postgresUrl) await benchDatabase('postgres', postgresUrl);
  else console.log('\nPostgreSQL not reachable: set BENCH_DATABASE_URL to include it.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
