import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { LIST_TODOS } from '../../apps/server/src/areas/todos/todo-list.repository';
import { SERVER_CORE, freePort, pinned } from './app-process';

/** The baseline server of issue 9 (bench/baseline/server.mjs) on the server core. */
export async function startBaselineServer(databaseUrl: string, jwtSecret: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const [command, args] = pinned(SERVER_CORE, process.execPath, ['bench/baseline/server.mjs']);
  const child = spawn(command, args, { env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, LIST_SQL: LIST_TODOS.text }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}/todos`, stop: () => child.kill('SIGTERM') };
}

/** An HS256 JWT for `subject`, valid an hour: what the baseline's clients send as a bearer token. */
export function signJwt(subject: string, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp: Math.floor(Date.now() / 1000) + 3600 })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/**
 * The board's rows as plain selects, with issue 22's fields present (each task's goal, repeat rule and
 * series, and the checklist items): what pgbench runs, as one transaction of two statements. The app
 * reads the same rows in one statement (LIST_TODOS: the two selects as one UNION ALL; decision 022).
 */
export const PLAIN_LIST_SQL = `select t.id, t.title, t.description, t.priority, t.due_date, t.due_time, t.reminder, t.category, t.status, t.estimated_minutes,
  t.habit_id, h.title as habit_title, h.color as habit_color, t.completed_at, t.created_at, t.updated_at, g.id as goal_id, t.repeat_rule, t.series_id, t.occurrence
  from todos t left join habits h on h.id = t.habit_id left join goals g on g.id = t.goal_id and g.deleted_at is null
  where t.user_id = :uid and t.deleted_at is null
  order by t.due_date asc nulls last, t.created_at desc, t.id asc;
select todo_id, id, title, done, position from task_checklist_items where user_id = :uid order by todo_id, position, id`;
