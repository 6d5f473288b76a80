// `npm run bench`: the figures the issues ask for, on this machine, in one run. The load generator
// runs on core 0 and every server (the app, the baselines, PostgreSQL) on core 1 (docs/architecture.md "Stack notes"); each
// load is bounded in time; every figure names its goal. BENCH_SECONDS (5) and BENCH_ROUNDS (3) tune it.
import { availableParallelism } from 'node:os';
import { benchActivity } from './activity';
import { benchAuthTiming } from './auth-timing';
import { benchAi } from './ai';
import { benchBoard } from './board';
import { benchDashboard } from './dashboard';
import { benchGoals } from './goals';
import { benchHabits } from './habits';
import { benchJournal, benchJournalInChromium } from './journal';
import { startApp } from './lib/app-process';
import { freshBenchDatabase } from './lib/postgres';
import { pinPostgresToServerCore } from './lib/postgres-cpu';
import { benchRealtime } from './realtime';
import { benchRequestPath } from './request-path';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function row(label: string, value: string): void {
  console.log(`${label.padEnd(72)} ${value}`);
}

async function main(): Promise<void> {
  console.log(`Cadence bench — ${new Date().toISOString()} — node ${process.version}, ${availableParallelism()} cores, ${SECONDS} s per load, ${ROUNDS} rounds\n`);
  const databaseUrl = (await freshBenchDatabase()) ?? undefined;
  if (databaseUrl) row('[setup] PostgreSQL pinned to the server core', pinPostgresToServerCore() ? 'yes' : 'no (not a local cluster)');
  else console.log('PostgreSQL not reachable: set BENCH_DATABASE_URL to include it.');

  await benchRequestPath({ seconds: SECONDS, rounds: ROUNDS, row });
  if (databaseUrl) await benchRequestPath({ seconds: SECONDS, rounds: ROUNDS, row, databaseUrl });

  // Every area's list on the fast path, beside pgbench of its plain select (issue 9, issue 10).
  for (const url of databaseUrl ? [undefined, databaseUrl] : [undefined]) {
    const area = { seconds: SECONDS, rounds: ROUNDS, row, databaseUrl: url };
    await benchGoals(area);
    await benchJournal(area);
    await benchHabits(area);
    await benchActivity(area);
  }

  // The dashboard for a user with a year of rows (seeded in SQL, so PostgreSQL only; issue 11).
  if (databaseUrl) {
    const app = await startApp({ databaseUrl, env: { TRUST_PROXY: 'true' } });
    try {
      await benchDashboard({ baseUrl: app.baseUrl, databaseUrl, seconds: SECONDS, row });
    } finally {
      await app.stop();
    }
  }

  await benchRealtime({ databaseUrl, row });

  await benchAi({ row });

  for (const url of databaseUrl ? [undefined, databaseUrl] : [undefined]) {
    const app = await startApp({ databaseUrl: url, env: { TRUST_PROXY: 'true' } });
    try {
      await benchAuthTiming(app.baseUrl, row, url ? 'postgres' : 'pglite');
    } finally {
      await app.stop();
    }
  }

  const board = await startApp();
  try {
    await benchBoard(board.baseUrl, row);
  } finally {
    await board.stop();
  }

  const journal = await startApp();
  try {
    await benchJournalInChromium(journal.baseUrl, row);
  } finally {
    await journal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
