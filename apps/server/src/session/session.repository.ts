import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { WeekStart } from '@cadence/shared';
import type { Db } from '../db/client';
import { profiles, sessions, users } from '../db/schema';

export interface ActiveSession {
  sessionId: string;
  userId: string;
  email: string;
  /** ISO timestamp: a long-lived stream ends when its session does. */
  expiresAt: string;
  /** The person's stored zone, or null to follow the browser's (docs/product/accounts.md "Preferences"). */
  timeZone: string | null;
  weekStart: WeekStart;
  /** When the device last used the session, as stored (docs/product/accounts.md "Signed-in devices"). */
  lastActiveAt: string | null;
}

/** The unexpired session a token names, with its user's e-mail and preferences: one indexed lookup. */
export async function findActiveSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      email: users.email,
      expiresAt: sessions.expiresAt,
      timeZone: profiles.timeZone,
      weekStart: profiles.weekStart,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now.toISOString())))
    .limit(1);
  return row ? { ...row, weekStart: row.weekStart ?? 'sunday' } : null;
}

/**
 * Moves the session's last activity to `now` when it is older than `staleBefore` (or unset): at most one
 * small write per session every few minutes, whatever the number of requests.
 */
export async function touchSession(db: Db, { sessionId, now, staleBefore }: { sessionId: string; now: Date; staleBefore: Date }): Promise<void> {
  await db
    .update(sessions)
    .set({ lastActiveAt: now.toISOString() })
    .where(and(eq(sessions.id, sessionId), or(isNull(sessions.lastActiveAt), lt(sessions.lastActiveAt, staleBefore.toISOString()))));
}
