// issue 11: the dashboard for a user with a year of data (365 entries, 10 habits with daily logs,
// 2,000 activities): GET /api/dashboard and the month review under wrk, beside pgbench of the same
// statements (the four the dashboard sends, as one pgbench transaction), and the dashboard route's
// first JavaScript. Needs the app on PostgreSQL (`databaseUrl`); run by bench/run.ts.
import { HABIT_FREQUENCIES, habitPeriodAround, localDateInTimeZone, localDaysBounds } from '@cadence/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { selectRecentEntries, selectSchedule, selectSession, selectSummary, type HabitPeriods } from '../apps/server/src/areas/dashboard/dashboard.repository';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { routeInitialJsKb } from './lib/bundle-size';
import { pgbench } from './lib/pgbench';
import { createSignedInUser } from './lib/session';
import { runWrk } from './lib/wrk';

export interface DashboardBenchOptions {
  /** The app, started on `databaseUrl`. */
  baseUrl: string;
  databaseUrl: string;
  seconds: number;
  row(label: string, value: string): void;
}

const TIME_ZONE = 'Europe/Paris';

/** A year of rows for one user, written straight into the other areas' tables (the dashboard only reads them). */
async function seedYear(client: pg.Client, userId: string): Promise<void> {
  await client.query(
    `insert into journal_entries (user_id, content, mood, tags, created_at)
     select $1, 'Day ' || d || ': wrote, walked, read. ' || repeat('Notes on the day. ', 20), 1 + (d * 7) % 10, array['work', 'day' || (d % 5)], now() - make_interval(days => d)
     from generate_series(0, 364) as d`,
    [userId],
  );
  await client.query(
    `insert into habits (user_id, title, frequency, created_at)
     select $1, 'Habit ' || h, (array['daily', 'daily', 'daily', 'daily', 'daily', 'daily', 'daily', 'weekly', 'weekly', 'monthly'])[h], now() - interval '400 days'
     from generate_series(1, 10) as h`,
    [userId],
  );
  await client.query(
    `insert into habit_completions (habit_id, user_id, date)
     select h.id, $1, (now() - make_interval(days => d))::date
     from habits h cross join generate_series(0, 364) as d
     where h.user_id = $1 and (d + length(h.title)) % 4 <> 0`,
    [userId],
  );
  await client.query(
    `insert into activities (user_id, type, title, duration_seconds, started_at)
     select $1, (array['work', 'exercise', 'learning', 'leisure', 'social', 'other'])[1 + a % 6], 'Activity ' || a, 600 + (a % 12) * 300,
       now() - make_interval(mins => a * 262)
     from generate_series(0, 1999) as a`,
    [userId],
  );
  await client.query(
    `insert into goals (user_id, title, status, progress)
     select $1, 'Goal ' || g, case when g % 3 = 0 then 'completed' else 'active' end, case when g % 3 = 0 then 100 else 40 end
     from generate_series(1, 12) as g`,
    [userId],
  );
  await client.query('vacuum (analyze) journal_entries, habits, habit_completions, activities, goals, active_sessions, mood_logs, todos');
}

/** The dashboard's four statements for this user, today, as one pgbench script with `:pN` parameters. */
function dashboardScript(databaseUrl: string, userId: string): { sql: string; variables: Record<string, string> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const today = localDateInTimeZone(new Date(), TIME_ZONE);
  const query = {
    userId,
    today: localDaysBounds(today, today, TIME_ZONE),
    periods: Object.fromEntries(HABIT_FREQUENCIES.map((frequency) => [frequency, habitPeriodAround(today, frequency)])) as HabitPeriods,
  };
  const statements = [selectSummary(db, query), selectSchedule(db, query), selectRecentEntries(db, userId), selectSession(db, userId)].map((statement) => statement.toSQL());
  void pool.end();
  const variables: Record<string, string> = {};
  let next = 0;
  const sql = statements
    .map(({ sql: text, params }) => {
      const offset = next;
      params.forEach((value, index) => {
        variables[`p${offset + index + 1}`] = String(value);
      });
      next += params.length;
      return text.replace(/\$(\d+)/g, (_, n: string) => `:p${offset + Number(n)}`);
    })
    .join(';\n');
  return { sql, variables };
}

export async function benchDashboard({ baseUrl, databaseUrl, seconds, row }: DashboardBenchOptions): Promise<void> {
  const size = routeInitialJsKb('src/app/dashboard-route');
  if (size) row('[bundle] initial JS, dashboard route (gzip)', `${size.routeKb.toFixed(1)} KB  (target ≤ 150 KB)`);

  const cookie = await createSignedInUser(baseUrl, `dashboard-${Date.now()}@example.com`, 'Bench-Passw0rd!', '198.18.11.1');
  const profile = (await (await fetch(`${baseUrl}/api/profile`, { headers: { cookie } })).json()) as { id: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedYear(client, profile.id);
  } finally {
    await client.end();
  }

  const headers = { cookie, 'x-timezone': TIME_ZONE };
  for (const [label, path] of [
    ['GET /api/dashboard, a year of data', '/api/dashboard'],
    ['GET /api/dashboard/review?range=month, a year of data', '/api/dashboard/review?range=month'],
  ] as const) {
    await runWrk(`${baseUrl}${path}`, { seconds: 1, headers }); // warm-up
    const result = await runWrk(`${baseUrl}${path}`, { seconds, headers });
    row(`[dashboard] ${label}`, `${Math.round(result.requestsPerSecond)} req/s  p50 ${result.p50Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms${result.non2xx ? `  (${result.non2xx} non-2xx!)` : ''}${result.errors ? `  (${result.errors} socket errors!)` : ''}`);
  }

  const script = dashboardScript(databaseUrl, profile.id);
  const database = await pgbench(databaseUrl, script.sql, { seconds, variables: script.variables });
  row('[dashboard] pgbench, its four statements as one transaction', database ? `${Math.round(database.tps)} tps` : 'pgbench not available');
}
