import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { writeKeys } from '../db/schema';

export type WriteKeyClaim =
  | { kind: 'claimed' }
  | { kind: 'answered'; requestHash: string; status: number; response: string }
  | { kind: 'running'; requestHash: string };

/**
 * Claims `key` for this change in one statement (INSERT … ON CONFLICT DO NOTHING RETURNING): of two
 * requests with one key, on one instance or several, exactly one runs; the other reads what the first
 * left — its answer, or that it is still running.
 */
export async function claimWriteKey(db: Db, claim: { userId: string; key: string; requestHash: string }): Promise<WriteKeyClaim> {
  const inserted = await db.insert(writeKeys).values(claim).onConflictDoNothing().returning({ key: writeKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await db
    .select({ requestHash: writeKeys.requestHash, status: writeKeys.status, response: writeKeys.response })
    .from(writeKeys)
    .where(and(eq(writeKeys.userId, claim.userId), eq(writeKeys.key, claim.key)));
  // Purged between the two statements (a day old): claim it again.
  if (!row) return claimWriteKey(db, claim);
  if (row.status === null || row.response === null) return { kind: 'running', requestHash: row.requestHash };
  return { kind: 'answered', requestHash: row.requestHash, status: row.status, response: row.response };
}

/** Keeps the change's answer with its key, for a repeat of the request. */
export async function recordWriteAnswer(db: Db, answer: { userId: string; key: string; status: number; response: string }): Promise<void> {
  await db
    .update(writeKeys)
    .set({ status: answer.status, response: answer.response })
    .where(and(eq(writeKeys.userId, answer.userId), eq(writeKeys.key, answer.key)));
}

/** Lets the key go: the change was not made (a refusal that may not hold next time: busy, unavailable). */
export async function releaseWriteKey(db: Db, release: { userId: string; key: string }): Promise<void> {
  await db.delete(writeKeys).where(and(eq(writeKeys.userId, release.userId), eq(writeKeys.key, release.key)));
}

/** Forgets keys made before `before` (a day old: no replay waits that long without the key being gone from the browser). */
export async function deleteOldWriteKeys(db: Db, before: string): Promise<number> {
  const rows = await db
    .delete(writeKeys)
    .where(sql`${writeKeys.createdAt} < ${before}::timestamptz`)
    .returning({ key: writeKeys.key });
  return rows.length;
}
