import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

// better-auth's sessions of one person, for the signed-in devices (docs/product/accounts.md "Signed-in
// devices"). Every statement is scoped by the owner; the token and the address are never selected.

export async function liveSessionsOf(db: Db, { userId, now }: { userId: string; now: string }) {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, network: sessions.network, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt, lastActiveAt: sessions.lastActiveAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
}

/** Ends one of the person's sessions; false when there is no such session of theirs. */
export async function deleteSession(db: Db, { userId, id }: { userId: string; id: string }): Promise<boolean> {
  const rows = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, id))).returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of the person but `keep`; how many ended. */
export async function deleteOtherSessions(db: Db, { userId, keep }: { userId: string; keep: string }): Promise<number> {
  const rows = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep))).returning({ id: sessions.id });
  return rows.length;
}
