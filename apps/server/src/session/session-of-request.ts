import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { SessionCache } from './session-cache';
import { sessionCookieName, verifySignedToken } from './session-cookie';
import { type ActiveSession, findActiveSession } from './session.repository';

export interface SessionLookup {
  config: Pick<Config, 'publicUrl' | 'authSecret'>;
  db: Db;
  clock: Clock;
  /** Sessions already checked on this instance (requireUser's fast path); absent: always ask the database. */
  cache?: SessionCache;
}

/** The live session a request's signed cookie names, or null (no cookie, bad signature, ended session). */
export async function sessionOfRequest(c: Context, { config, db, clock, cache }: SessionLookup): Promise<ActiveSession | null> {
  const cookie = getCookie(c, sessionCookieName(config));
  const token = cookie ? verifySignedToken(cookie, config.authSecret) : null;
  if (!token) return null;
  const now = clock.now();
  const cached = cache?.get(token, now);
  if (cached) return cached;
  const session = await findActiveSession(db, token, now);
  if (session) cache?.set(token, session, now);
  return session;
}
