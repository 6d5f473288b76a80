// Benchmarks of the to-do board (issue 3): the signed-in list at 50 connections beside the
// database's own rate for the same query, and the board in headless Chromium at 4x CPU throttle.
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listTodosJsonQuery } from '../apps/server/src/areas/todos/todos.repository';
import { measureBoardInChromium } from './lib/board-chromium';
import { routeInitialJsKb } from './lib/bundle-size';
import { measureLoad } from './lib/load';
import { pgbenchTps } from './lib/pgbench';
import { createSignedInUser } from './lib/session';
import { seedTodos } from './lib/todo-seed';

export interface AreaBenchContext {
  kind: 'pglite' | 'postgres';
  baseUrl: string;
  cookie: string;
  email: string;
  databaseUrl?: string;
  durationSeconds: number;
  row(label: string, value: string): void;
}

/** The exact statement GET /api/todos sends, with the user's id inlined for pgbench. */
function listStatementFor(userId: string): string {
  const query = new PgDialect().sqlToQuery(listTodosJsonQuery(userId));
  return query.sql.replace(/\$(\d+)/g, (_match, index: string) => `'${String(query.params[Number(index) - 1]).replace(/'/g, "''")}'`);
}

function plainRowsStatementFor(userId: string): string {
  return `select t.*, h.title as habit_title, h.color as habit_color from todos t left join habits h on h.id = t.habit_id
    where t.user_id = '${userId.replace(/'/g, "''")}' and t.deleted_at is null
    order by t.due_date asc nulls last, t.created_at desc, t.id asc`;
}

async function userIdOf(databaseUrl: string, email: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>('select id from "user" where email = $1', [email]);
    const id = result.rows[0]?.id;
    if (!id) throw new Error(`no user ${email}`);
    return id;
  } finally {
    await client.end();
  }
}

export async function benchTodos({ kind, baseUrl, cookie, email, databaseUrl, durationSeconds, row }: AreaBenchContext): Promise<void> {
  await seedTodos(baseUrl, cookie, 100);
  const list = await measureLoad({ url: `${baseUrl}/api/todos`, durationSeconds, headers: { cookie } });
  row(`[${kind}] GET /api/todos (100 tasks), 50 conns`, `${list.requestsPerSecond} req/s  p50 ${list.p50Ms} ms  p99 ${list.p99Ms} ms  non-2xx ${list.non2xx}`);

  if (databaseUrl) {
    const userId = await userIdOf(databaseUrl, email);
    const tps = await pgbenchTps(databaseUrl, listStatementFor(userId), durationSeconds);
    if (tps === null) row(`[${kind}] pgbench, same query`, 'pgbench unavailable');
    else {
      row(`[${kind}] pgbench, same query, 50 clients`, `${Math.round(tps)} tps`);
      row(`[${kind}] app ÷ database rate (target ≥ 0.35)`, (list.requestsPerSecond / tps).toFixed(2));
      // The list statement builds the JSON in PostgreSQL; for comparison, the same rows as a plain select.
      const rowsTps = await pgbenchTps(databaseUrl, plainRowsStatementFor(userId), durationSeconds);
      if (rowsTps !== null) row(`[${kind}] pgbench, same rows as a plain select (for comparison)`, `${Math.round(rowsTps)} tps  (app ÷ that ${(list.requestsPerSecond / rowsTps).toFixed(2)})`);
    }
  }

  if (kind === 'pglite') {
    const size = routeInitialJsKb('features/todos/components/todos-page');
    if (size) row('[bundle] initial JS, landing / board route (gzip)', `${size.entryKb.toFixed(1)} KB / ${size.routeKb.toFixed(1)} KB  (board target ≤ 150 KB)`);
    const boardUser = await createSignedInUser(baseUrl, `board-${Date.now()}@example.com`, 'Bench-Passw0rd!');
    await seedTodos(baseUrl, boardUser, 1000);
    const board = await measureBoardInChromium(baseUrl, boardUser);
    if (board === null) row('[chromium] board with 1,000 tasks', 'Chromium not found (set CHROMIUM_PATH)');
    else {
      row('[chromium] 4x CPU: empty shell painted', `${board.shellMs.toFixed(0)} ms`);
      row('[chromium] 4x CPU: board with 1,000 tasks painted', `${board.boardMs.toFixed(0)} ms  (÷ shell ${(board.boardMs / board.shellMs).toFixed(2)}, target ≤ 1.5)`);
      row('[chromium] 4x CPU: all 1,000 cards in the DOM', `${board.allCardsMs.toFixed(0)} ms`);
      row('[chromium] 4x CPU: total blocking time, board load', `${board.totalBlockingMs.toFixed(0)} ms  (target ≤ 200)`);
      row('[chromium] 4x CPU: card move latency (toggle → repaint)', `${board.moveMs.toFixed(0)} ms  (target ≤ 100)`);
    }
  }
}
