import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { type DelayRule, delayAfterAttempt } from './rate-limit-rules';

export interface WindowState {
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit in a fixed window, atomically (one INSERT … ON CONFLICT … RETURNING), so several
 * instances on one database share the counter (docs/architecture.md "Several instances"). An expired window restarts at 1.
 */
export async function hitWindow(db: Db, key: string, now: Date, windowSeconds: number): Promise<WindowState> {
  const nowIso = now.toISOString();
  const resetIso = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  const expired = sql`${rateLimits.resetAt} <= ${nowIso}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: nowIso, resetAt: resetIso })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowIso}::timestamptz ELSE ${rateLimits.windowStart} END`,
        resetAt: sql`CASE WHEN ${expired} THEN ${resetIso}::timestamptz ELSE ${rateLimits.resetAt} END`,
        blockedUntil: null,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return { count: row!.count, resetAt: new Date(row!.resetAt) };
}

/** Forgets windows that ended before `before` (they decide nothing any more). */
export async function deleteEndedWindows(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} < ${before.toISOString()}::timestamptz and (${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} < ${before.toISOString()}::timestamptz)`)
    .returning({ key: rateLimits.key });
  return rows.length;
}

/** Takes back one hit (an attempt that turned out not to count, e.g. a sign-in that succeeded). */
export async function unhitWindow(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export type AttemptClaim = { allowed: true; count: number } | { allowed: false; retryAt: Date };

/**
 * Claims one attempt under a growing-delay rule in a single statement: the row is updated only while
 * no delay is running, so concurrent claims (on one instance or several) queue on the row lock and
 * every one after the limit finds the delay the previous claim set (issue 6 §2). The count starts
 * over once a whole window passes without an attempt.
 */
export async function claimAttempt(db: Db, key: string, now: Date, rule: DelayRule): Promise<AttemptClaim> {
  const nowIso = now.toISOString();
  const resetIso = new Date(now.getTime() + rule.windowSeconds * 1000).toISOString();
  const expired = sql`${rateLimits.resetAt} <= ${nowIso}::timestamptz`;
  const nextCount = sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`;
  // delayAfterAttempt(rule, nextCount), in SQL so it is computed under the row lock.
  const delaySeconds = sql`CASE WHEN ${nextCount} < ${rule.limit} THEN 0
    ELSE least(${rule.maxDelaySeconds}, ${rule.baseDelaySeconds} * power(2, ${nextCount} - ${rule.limit})) END`;
  const firstDelay = delayAfterAttempt(rule, 1);
  const firstBlockedUntil = firstDelay === 0 ? null : new Date(now.getTime() + firstDelay * 1000).toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: nowIso, resetAt: resetIso, blockedUntil: firstBlockedUntil })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: nextCount,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowIso}::timestamptz ELSE ${rateLimits.windowStart} END`,
        resetAt: sql`${resetIso}::timestamptz`,
        blockedUntil: sql`CASE WHEN ${delaySeconds} = 0 THEN NULL ELSE ${nowIso}::timestamptz + make_interval(secs => ${delaySeconds}) END`,
      },
      setWhere: sql`${expired} OR ${rateLimits.blockedUntil} IS NULL OR ${rateLimits.blockedUntil} <= ${nowIso}::timestamptz`,
    })
    .returning({ count: rateLimits.count });
  if (row) return { allowed: true, count: row.count };
  const [blocked] = await db.select({ blockedUntil: rateLimits.blockedUntil }).from(rateLimits).where(eq(rateLimits.key, key));
  return { allowed: false, retryAt: new Date(blocked?.blockedUntil ?? now) };
}

/** The current window, or null when there is none or it has ended. */
export async function readWindow(db: Db, key: string, now: Date): Promise<WindowState | null> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) return null;
  const resetAt = new Date(row.resetAt);
  return resetAt > now ? { count: row.count, resetAt } : null;
}

export async function clearWindow(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
