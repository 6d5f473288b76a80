// `npm run bench`: the figures the issues ask for, on this machine, in one run. The load generator
// runs on core 0 and every server (the app, the baselines, PostgreSQL) on core 1 (docs/architecture.md "Stack notes"); each
// load is bounded in time; every figure names its goal. BENCH_SECONDS (5) and BENCH_ROUNDS (3) tune it;
// BENCH_ONLY (e.g. "realtime,areas") runs only the named parts: request-path, areas, dashboard,
// areas-postgres (the areas on PostgreSQL only), realtime, export, ai, auth, board, compression, journal-chromium,
// fairness, durability, memory, lighthouse, inp,
// initial-js, sw-load, mcp.
import { cpus } from 'node:os';
import { benchActivity } from './activity';
import { benchAuthTiming } from './auth-timing';
import { benchCompression } from './compression';
import { benchAi } from './ai';
import { benchBoard } from './board';
import { benchDashboard } from './dashboard';
import { benchDurability } from './durability';
import { benchExport } from './export';
import { benchFairness } from './fairness';
import { benchGoals } from './goals';
import { benchHabits } from './habits';
import { benchJournal, benchJournalInChromium } from './journal';
import { benchLighthouse } from './lighthouse';
import { benchInp } from './inp';
import { benchMcp } from './mcp';
import { benchInitialJs } from './initial-js';
import { benchSwLoad } from './sw-load';
import { benchMemory } from './memory';
import { startApp } from './lib/app-process';
import { freshBenchDatabase } from './lib/postgres';
import { pinPostgresToServerCore } from './lib/postgres-cpu';
import { benchRealtime } from './realtime';
import { benchRequestPath } from './request-path';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').map((part) => part.trim()).filter(Boolean));
const runs = (part: string) => ONLY.size === 0 || ONLY.has(part);

function row(label: string, value: string): void {
  console.log(`${label.padEnd(72)} ${value}`);
}

async function main(): Promise<void> {
  console.log(`Cadence bench — ${new Date().toISOString()} — node ${process.version}, ${cpus().length} cores, ${SECONDS} s per load, ${ROUNDS} rounds\n`);
  const databaseUrl = (await freshBenchDatabase()) ?? undefined;
  if (databaseUrl) row('[setup] PostgreSQL pinned to the server core', pinPostgresToServerCore() ? 'yes' : 'no (not a local cluster)');
  else console.log('PostgreSQL not reachable: set BENCH_DATABASE_URL to include it.');

  if (runs('request-path')) {
    await benchRequestPath({ seconds: SECONDS, rounds: ROUNDS, row });
    if (databaseUrl) await benchRequestPath({ seconds: SECONDS, rounds: ROUNDS, row, databaseUrl });
  }

  // Every area's list on the fast path, beside pgbench of its plain select (issue 9, issue 10).
  // `areas-postgres` runs the PostgreSQL half alone.
  const areaDatabases = runs('areas') ? (databaseUrl ? [undefined, databaseUrl] : [undefined]) : ONLY.has('areas-postgres') && databaseUrl ? [databaseUrl] : [];
  for (const url of areaDatabases) {
    const area = { seconds: SECONDS, rounds: ROUNDS, row, databaseUrl: url };
    await benchGoals(area);
    await benchJournal(area);
    await benchHabits(area);
    await benchActivity(area);
  }

  // The dashboard for a user with a year of rows (seeded in SQL, so PostgreSQL only; issue 11).
  if (databaseUrl && runs('dashboard')) {
    const app = await startApp({ databaseUrl, env: { TRUST_PROXY: 'true' } });
    try {
      await benchDashboard({ baseUrl: app.baseUrl, databaseUrl, seconds: SECONDS, row });
    } finally {
      await app.stop();
    }
  }

  if (runs('realtime')) await benchRealtime({ databaseUrl, row });

  // The export of a heavy account: first byte, memory while it streams (issue 20 §1; PostgreSQL, seeded in SQL).
  if (databaseUrl && runs('export')) await benchExport({ databaseUrl, row });

  // One person's flood beside ten people's lists, on PostgreSQL (issue 25, decision 009).
  if (databaseUrl && runs('fairness')) await benchFairness({ databaseUrl, seconds: SECONDS, rounds: ROUNDS, row });

  // The embedded database: what durable commits cost, the crash soak, and what one instance needs (issue 25).
  if (runs('durability')) await benchDurability({ seconds: SECONDS, rounds: ROUNDS, row });
  if (runs('memory')) await benchMemory({ row });

  if (runs('ai')) await benchAi({ row });

  // An MCP tool call beside the same REST call, with one token (issue 26 §3, decision 025).
  for (const url of !runs('mcp') ? [] : databaseUrl ? [undefined, databaseUrl] : [undefined]) await benchMcp({ databaseUrl: url, row });

  for (const url of !runs('auth') ? [] : databaseUrl ? [undefined, databaseUrl] : [undefined]) {
    const app = await startApp({ databaseUrl: url, env: { TRUST_PROXY: 'true' } });
    try {
      await benchAuthTiming(app.baseUrl, row, url ? 'postgres' : 'pglite');
    } finally {
      await app.stop();
    }
  }

  if (runs('board')) await withApp((baseUrl) => benchBoard(baseUrl, row));
  // What the API's JSON compression costs per level on real lists (issue 19, decision 012).
  if (runs('compression')) await withApp((baseUrl) => benchCompression(baseUrl, row));
  if (runs('journal-chromium')) await withApp((baseUrl) => benchJournalInChromium(baseUrl, row));

  // Every route on Lighthouse's mobile profile for a person with years of data (issue 19).
  if (runs('lighthouse')) await benchLighthouse({ row });

  // The common actions' interaction to next paint at 4x CPU throttle, heavy account (issue 19).
  if (runs('inp')) await benchInp({ row });

  // Each route's compressed initial JavaScript, from the build's manifest and checked in Chromium (issue 21).
  if (runs('initial-js')) await benchInitialJs({ row });
  // The heavy account's board loaded cold and warm (from the service worker) on a throttled phone profile (issue 21).
  if (runs('sw-load')) await benchSwLoad({ row });
}

/** A fresh embedded-database app for one part, stopped after it. */
async function withApp(part: (baseUrl: string) => Promise<void>): Promise<void> {
  const app = await startApp();
  try {
    await part(app.baseUrl);
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
