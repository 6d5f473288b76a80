import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export interface ActiveSession {
  sessionId: string;
  userId: string;
  email: string;
  /** ISO timestamp: a long-lived stream ends when its session does. */
  expiresAt: string;
}

/** The unexpired session a token names, with its user's e-mail: one indexed lookup. */
export async function findActiveSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, email: users.email, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now.toISOString())))
    .limit(1);
  return row ?? null;
}
