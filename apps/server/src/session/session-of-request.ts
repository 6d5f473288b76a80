import type { Context } from 'hono';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { headerOf } from '../http/node-bindings';
import type { SessionCache } from './session-cache';
import { sessionCookieName, verifySignedToken } from './session-cookie';
import { type ActiveSession, findActiveSession, touchSession } from './session.repository';

/** docs/product/accounts.md "Signed-in devices": 'last active' is kept to within this. */
export const LAST_ACTIVE_RESOLUTION_MS = 5 * 60_000;

export interface SessionLookup {
  config: Pick<Config, 'publicUrl' | 'authSecret'>;
  db: Db;
  clock: Clock;
  /** Sessions already checked on this instance (requireUser's fast path); absent: always ask the database. */
  cache?: SessionCache;
}

/** One cookie's value from a Cookie header (URI-decoded, as browsers' values are encoded); undefined when absent or malformed. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The live session a request's signed cookie names, or null (no cookie, bad signature, ended session). */
export async function sessionOfRequest(c: Context, { config, db, clock, cache }: SessionLookup): Promise<ActiveSession | null> {
  const cookie = cookieValue(headerOf(c, 'cookie'), sessionCookieName(config));
  const token = cookie ? verifySignedToken(cookie, config.authSecret) : null;
  if (!token) return null;
  const now = clock.now();
  const cached = cache?.get(token, now);
  if (cached) return cached;
  const session = await findActiveSession(db, token, now);
  if (!session) return null;
  // A database lookup happens at most about once a minute per session and instance (the cache's life):
  // then, and only when it is older than the resolution, the session's last activity moves.
  const staleBefore = new Date(now.getTime() - LAST_ACTIVE_RESOLUTION_MS);
  if (session.lastActiveAt === null || Date.parse(session.lastActiveAt) < staleBefore.getTime()) {
    await touchSession(db, { sessionId: session.sessionId, now, staleBefore });
    session.lastActiveAt = now.toISOString();
  }
  cache?.set(token, session, now);
  return session;
}
