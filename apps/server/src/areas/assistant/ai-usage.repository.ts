import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiUsageDaily, users } from '../../db/schema';

interface UsageKey {
  userId: string;
  day: string;
}

/**
 * docs/product/ai.md "Daily quota": takes one call of the day's allowance in one statement, so
 * concurrent requests at the limit cannot both pass. Null when the allowance is spent.
 */
export async function reserveCall(db: Db, { userId, day, limit }: UsageKey & { limit: number }): Promise<number | null> {
  const [row] = await db
    .insert(aiUsageDaily)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [aiUsageDaily.userId, aiUsageDaily.day],
      set: { count: sql`${aiUsageDaily.count} + 1` },
      setWhere: sql`${aiUsageDaily.count} < ${limit}`,
    })
    .returning({ count: aiUsageDaily.count });
  return row?.count ?? null;
}

/** Gives back a reservation whose call never produced an answer. */
export async function releaseCall(db: Db, key: UsageKey): Promise<void> {
  await db
    .update(aiUsageDaily)
    .set({ count: sql`greatest(${aiUsageDaily.count} - 1, 0)` })
    .where(and(eq(aiUsageDaily.userId, key.userId), eq(aiUsageDaily.day, key.day)));
}

export async function callsOn(db: Db, key: UsageKey): Promise<number> {
  const [row] = await db.select({ count: aiUsageDaily.count }).from(aiUsageDaily).where(and(eq(aiUsageDaily.userId, key.userId), eq(aiUsageDaily.day, key.day)));
  return row?.count ?? 0;
}

/** docs/product/ai.md "Daily quota": after each successful call. */
export async function countSuccessfulCall(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ aiUsageCount: sql`${users.aiUsageCount} + 1` }).where(eq(users.id, userId));
}
