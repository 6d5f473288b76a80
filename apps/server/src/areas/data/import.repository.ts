import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  activities,
  goals,
  habitBreaks,
  habitCompletions,
  habits,
  importDrafts,
  importKeys,
  journalEntries,
  milestones,
  moodLogs,
  taskChecklistItems,
  taskHistory,
  todos,
} from '../../db/schema';

// SQL of the import (docs/product/data.md "Import"): which rows of a file are already in the account,
// the claim of the rest (import_keys' primary key, so two imports of one file add each row once), the
// inserts, and the drafts waiting for a preview's confirmation.

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tables an import writes, with the columns that find a person's live rows. */
export const IMPORT_TABLES = {
  tasks: { table: todos, id: todos.id, owner: todos.userId, deletedAt: todos.deletedAt },
  taskHistory: { table: taskHistory, id: taskHistory.id, owner: taskHistory.userId, deletedAt: null },
  journalEntries: { table: journalEntries, id: journalEntries.id, owner: journalEntries.userId, deletedAt: journalEntries.deletedAt },
  moodLogs: { table: moodLogs, id: moodLogs.id, owner: moodLogs.userId, deletedAt: null },
  goals: { table: goals, id: goals.id, owner: goals.userId, deletedAt: goals.deletedAt },
  habits: { table: habits, id: habits.id, owner: habits.userId, deletedAt: habits.deletedAt },
  habitCompletions: { table: habitCompletions, id: habitCompletions.id, owner: habitCompletions.userId, deletedAt: null },
  activities: { table: activities, id: activities.id, owner: activities.userId, deletedAt: activities.deletedAt },
} as const;
export type ImportTable = keyof typeof IMPORT_TABLES;

/** Of `ids`, those naming a live row of the person in `name` (ids that are not uuids name none). */
export async function liveIdsOf(db: Db, name: ImportTable, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  const { table, id, owner, deletedAt } = IMPORT_TABLES[name];
  const found = new Set<string>();
  for (let at = 0; at < wanted.length; at += CHUNK) {
    const rows = await db
      .select({ id })
      .from(table as PgTable)
      .where(and(eq(owner, userId), inArray(id, wanted.slice(at, at + CHUNK)), deletedAt ? isNull(deletedAt) : undefined));
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The rows earlier imports made of these source keys. */
export async function keyedRows(db: Db, userId: string, keys: readonly string[]): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  for (let at = 0; at < keys.length; at += CHUNK) {
    const rows = await db
      .select({ key: importKeys.sourceKey, rowId: importKeys.rowId })
      .from(importKeys)
      .where(and(eq(importKeys.userId, userId), inArray(importKeys.sourceKey, keys.slice(at, at + CHUNK))));
    for (const row of rows) known.set(row.key, row.rowId);
  }
  return known;
}

/** Claims source keys for new rows; returns the keys this transaction won (another import may hold the rest). */
export async function claimKeys(db: Db, userId: string, claims: ReadonlyArray<{ key: string; rowId: string }>): Promise<Set<string>> {
  const won = new Set<string>();
  for (let at = 0; at < claims.length; at += CHUNK) {
    const rows = await db
      .insert(importKeys)
      .values(claims.slice(at, at + CHUNK).map(({ key, rowId }) => ({ userId, sourceKey: key, rowId })))
      .onConflictDoNothing()
      .returning({ key: importKeys.sourceKey });
    for (const row of rows) won.add(row.key);
  }
  return won;
}

type Insertable = typeof todos | typeof taskChecklistItems | typeof habitBreaks | typeof taskHistory | typeof journalEntries | typeof moodLogs | typeof goals | typeof milestones | typeof habits | typeof habitCompletions | typeof activities;

/** Inserts rows in chunks; returns how many were written (a habit's day already marked is left as it is). */
export async function insertRows<T extends Insertable>(db: Db, table: T, rows: ReadonlyArray<T['$inferInsert']>): Promise<number> {
  let written = 0;
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunk = rows.slice(at, at + CHUNK);
    const result = await db
      .insert(table as PgTable)
      .values(chunk as never)
      .onConflictDoNothing()
      .returning({ one: sql<number>`1` });
    written += result.length;
  }
  return written;
}

export const insertables = { todos, taskChecklistItems, habitBreaks, taskHistory, journalEntries, moodLogs, goals, milestones, habits, habitCompletions, activities };

/**
 * docs/product/habits.md "Rest days": the file's rests for every habit that the person does not have yet
 * (the same first and last day for every habit), each once: importing an archive twice adds them once.
 */
export async function newRestsForAll<Rest extends { startDate: string; endDate: string }>(db: Db, userId: string, rests: readonly Rest[]): Promise<Rest[]> {
  if (rests.length === 0) return [];
  const have = await db
    .select({ startDate: habitBreaks.startDate, endDate: habitBreaks.endDate })
    .from(habitBreaks)
    .where(and(eq(habitBreaks.userId, userId), isNull(habitBreaks.habitId)));
  const seen = new Set(have.map((range) => `${range.startDate}/${range.endDate}`));
  return rests.filter((range) => {
    const key = `${range.startDate}/${range.endDate}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How many previews a person may have waiting (two tabs, a file chosen again): older ones are dropped. */
export const DRAFTS_KEPT = 3;

/** Saves a preview's draft, dropping the person's oldest beyond DRAFTS_KEPT. */
export async function saveDraft(db: Db, draft: { id: string; userId: string; format: string; fileName: string; batch: string; expiresAt: string }) {
  await db.transaction(async (tx) => {
    await tx.insert(importDrafts).values(draft);
    await tx.execute(sql`
      delete from import_drafts where user_id = ${draft.userId} and id not in (
        select id from import_drafts where user_id = ${draft.userId} order by created_at desc, id desc limit ${DRAFTS_KEPT})`);
  });
}

/** The person's own draft that has not expired, taken (deleted) in the same statement, so it is committed once. */
export async function takeDraft(db: Db, userId: string, id: string, now: string) {
  if (!UUID.test(id)) return null;
  const [draft] = await db
    .delete(importDrafts)
    .where(and(eq(importDrafts.id, id), eq(importDrafts.userId, userId)))
    .returning({ format: importDrafts.format, batch: importDrafts.batch, expiresAt: importDrafts.expiresAt });
  return draft && Date.parse(draft.expiresAt) > Date.parse(now) ? draft : null;
}

export async function deleteDraft(db: Db, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db.delete(importDrafts).where(and(eq(importDrafts.id, id), eq(importDrafts.userId, userId))).returning({ id: importDrafts.id });
  return rows.length > 0;
}

/** Maintenance: drafts nobody confirmed. */
export async function deleteExpiredDrafts(db: Db, now: string): Promise<void> {
  await db.delete(importDrafts).where(lt(importDrafts.expiresAt, now));
}
