import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface WindowState {
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit in a fixed window, atomically (one INSERT … ON CONFLICT … RETURNING), so several
 * instances on one database share the counter (DESIGN §5). An expired window restarts at 1.
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
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return { count: row!.count, resetAt: new Date(row!.resetAt) };
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
