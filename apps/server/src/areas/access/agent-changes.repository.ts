import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TODO_HISTORY_NOTES, type TodoStatus } from '@cadence/shared';
import type { Db } from '../../db/client';
import { activeSessions, activities, agentChanges, habitBreaks, habitCompletions, habits, journalEntries, moodLogs, taskChecklistItems, taskHistory, todos } from '../../db/schema';

// docs/product/access.md "Activity log" and "Undo": the rows the agent_change_log() trigger wrote
// (migration 0014), read and reversed. Every statement is scoped by the owner; a table name only ever
// comes from the whitelist below, never from the log itself.

/** The tables a token's changes are logged for, and so the only ones undo writes to. */
export const UNDOABLE_TABLES: Readonly<Record<string, PgTable>> = {
  todos,
  task_checklist_items: taskChecklistItems,
  journal_entries: journalEntries,
  mood_logs: moodLogs,
  habits,
  habit_completions: habitCompletions,
  habit_breaks: habitBreaks,
  activities,
  active_sessions: activeSessions,
};

/**
 * The rows that point at a row of each table: removing a row the token added must not take (cascade)
 * or unlink (set null) anything that was not part of the same change (docs/product/access.md "Undo").
 */
const DEPENDENTS: Readonly<Record<string, ReadonlyArray<readonly [table: string, column: string]>>> = {
  todos: [
    ['task_checklist_items', 'todo_id'],
    ['activities', 'todo_id'],
    ['active_sessions', 'todo_id'],
  ],
  habits: [
    ['habit_completions', 'habit_id'],
    ['habit_breaks', 'habit_id'],
    ['todos', 'habit_id'],
  ],
};

export interface LogRow {
  id: string;
  changeId: string;
  tokenName: string;
  tableName: string;
  rowId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
  undoneAt: string | null;
}

const logColumns = {
  id: agentChanges.id,
  changeId: agentChanges.changeId,
  tokenName: agentChanges.tokenName,
  tableName: agentChanges.tableName,
  rowId: agentChanges.rowId,
  before: agentChanges.before,
  after: agentChanges.after,
  createdAt: agentChanges.createdAt,
  undoneAt: agentChanges.undoneAt,
};

export interface ChangeHead {
  changeId: string;
  createdAt: string;
}

/** One page of the person's changes, newest first, by keyset on (first row's time, change id). */
export async function listChangeHeads(db: Db, userId: string, after: ChangeHead | null, limit: number): Promise<ChangeHead[]> {
  const startedAt = sql<string>`min(${agentChanges.createdAt})`;
  const rows = await db
    .select({ changeId: agentChanges.changeId, createdAt: sql<Date | string>`${startedAt}` })
    .from(agentChanges)
    .where(eq(agentChanges.userId, userId))
    .groupBy(agentChanges.changeId)
    .having(after ? sql`(${startedAt}, ${agentChanges.changeId}) < (${after.createdAt}::timestamptz, ${after.changeId}::uuid)` : undefined)
    .orderBy(desc(startedAt), desc(agentChanges.changeId))
    .limit(limit);
  return rows.map((row) => ({ changeId: row.changeId, createdAt: new Date(row.createdAt).toISOString() }));
}

/** Every logged row of these changes, of this owner, in the order they were written. */
export function rowsOfChanges(db: Db, userId: string, changeIds: string[]): Promise<LogRow[]> {
  if (changeIds.length === 0) return Promise.resolve([]);
  return db
    .select(logColumns)
    .from(agentChanges)
    .where(and(eq(agentChanges.userId, userId), inArray(agentChanges.changeId, changeIds)))
    .orderBy(asc(agentChanges.createdAt), asc(agentChanges.id)) as Promise<LogRow[]>;
}

/** The rows of one change, locked (FOR UPDATE): two undos of it at once run one after the other. */
export function lockChange(tx: Db, userId: string, changeId: string): Promise<LogRow[]> {
  return tx
    .select(logColumns)
    .from(agentChanges)
    .where(and(eq(agentChanges.userId, userId), eq(agentChanges.changeId, changeId)))
    .orderBy(asc(agentChanges.createdAt), asc(agentChanges.id))
    .for('update') as Promise<LogRow[]>;
}

export async function markUndone(tx: Db, userId: string, changeId: string, now: string): Promise<void> {
  await tx
    .update(agentChanges)
    .set({ undoneAt: now })
    .where(and(eq(agentChanges.userId, userId), eq(agentChanges.changeId, changeId), isNull(agentChanges.undoneAt)));
}

/** The habits' titles, for naming habit days and breaks (deleted habits included: the log outlives them). */
export async function habitTitles(db: Db, userId: string, ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await db.select({ id: habits.id, title: habits.title }).from(habits).where(and(eq(habits.userId, userId), inArray(habits.id, ids)));
  return Object.fromEntries(rows.map((row) => [row.id, row.title]));
}

function tableOf(name: string): { table: PgTable; ident: ReturnType<typeof sql.identifier> } {
  const table = UNDOABLE_TABLES[name];
  if (!table) throw new Error(`agent_changes names a table undo does not know: ${name}`);
  return { table, ident: sql.identifier(name) };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Locks the row as it stands now (FOR UPDATE) and says whether it is exactly as the change left it.
 * The logged `after` is read back through the table's own row type before comparing, so a timestamp
 * written in another session's time zone still compares equal; via_token is left out (undoing a later
 * change clears it, and it is a mark, not the person's data).
 */
export async function rowStandsAsLogged(tx: Db, tableName: string, userId: string, rowId: string, after: Record<string, unknown> | null): Promise<boolean> {
  const { ident } = tableOf(tableName);
  if (after === null) {
    const found = rowsOf<{ id: string }>(await tx.execute(sql`select id from ${ident} where id = ${rowId} and user_id = ${userId} for update`));
    return found.length === 0;
  }
  const found = rowsOf<{ same: boolean }>(
    await tx.execute(
      sql`select (to_jsonb(t) - 'via_token') = (to_jsonb(jsonb_populate_record(null::${ident}, ${JSON.stringify(after)}::jsonb)) - 'via_token') as same from ${ident} t where t.id = ${rowId} and t.user_id = ${userId} for update`,
    ),
  );
  return found.length === 1 && found[0]!.same === true;
}

/** Whether a row outside `changeRowIds` points at this row (it would be removed or unlinked with it). */
export async function hasOutsideDependents(tx: Db, tableName: string, userId: string, rowId: string, changeRowIds: string[]): Promise<boolean> {
  for (const [child, column] of DEPENDENTS[tableName] ?? []) {
    const ident = tableOf(child).ident;
    const ids = changeRowIds.length > 0 ? changeRowIds : [rowId];
    const found = rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id from ${ident} where user_id = ${userId} and ${sql.identifier(column)} = ${rowId} and not (id::text = any(${`{${ids.join(',')}}`}::text[])) limit 1`,
      ),
    );
    if (found.length > 0) return true;
  }
  return false;
}

function columnNames(tableName: string): string[] {
  return Object.values(getTableColumns(tableOf(tableName).table)).map((column) => column.name);
}

/** Removes a row the change added (a task's own history rows go with it: the task never was). */
export async function deleteRow(tx: Db, tableName: string, userId: string, rowId: string): Promise<void> {
  const { ident } = tableOf(tableName);
  if (tableName === 'todos') await tx.delete(taskHistory).where(and(eq(taskHistory.userId, userId), eq(taskHistory.todoId, rowId)));
  await tx.execute(sql`delete from ${ident} where id = ${rowId} and user_id = ${userId}`);
}

/** Puts a changed row's values back, every column as it was before the change. */
export async function restoreRow(tx: Db, tableName: string, userId: string, rowId: string, before: Record<string, unknown>): Promise<void> {
  const { ident } = tableOf(tableName);
  const columns = sql.join(
    columnNames(tableName).map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(
    sql`update ${ident} set (${columns}) = (select ${columns} from jsonb_populate_record(null::${ident}, ${JSON.stringify(before)}::jsonb)) where id = ${rowId} and user_id = ${userId}`,
  );
}

/** Brings back a row the change removed, as it was. */
export async function reinsertRow(tx: Db, tableName: string, userId: string, before: Record<string, unknown>): Promise<void> {
  const { ident } = tableOf(tableName);
  if (before.user_id !== userId) throw new Error('a logged row of another owner');
  const columns = sql.join(
    columnNames(tableName).map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(sql`insert into ${ident} (${columns}) select ${columns} from jsonb_populate_record(null::${ident}, ${JSON.stringify(before)}::jsonb)`);
}

/** docs/product/todos.md "History": undoing a token's status change is a status change too. */
export async function recordStatusUndo(tx: Db, { userId, todoId, from, to, at }: { userId: string; todoId: string; from: TodoStatus; to: TodoStatus; at: string }): Promise<void> {
  await tx.insert(taskHistory).values({ todoId, userId, previousStatus: from, newStatus: to, changedBy: userId, changedAt: at, notes: TODO_HISTORY_NOTES.manual });
}

/** Maintenance: log rows past their undo window and a margin (docs/product/access.md "Undo"). */
export async function deleteOldAgentChanges(db: Db, before: string): Promise<void> {
  await db.delete(agentChanges).where(lt(agentChanges.createdAt, before));
}
