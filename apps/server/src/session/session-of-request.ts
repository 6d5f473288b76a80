import type { Context } from 'hono';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { headerOf } from '../http/node-bindings';
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
  if (session) cache?.set(token, session, now);
  return session;
}
