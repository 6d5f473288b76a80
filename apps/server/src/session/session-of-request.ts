import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessionCookieName, verifySignedToken } from './session-cookie';
import { type ActiveSession, findActiveSession } from './session.repository';

export interface SessionLookup {
  config: Pick<Config, 'publicUrl' | 'authSecret'>;
  db: Db;
  clock: Clock;
}

/** The live session a request's signed cookie names, or null (no cookie, bad signature, ended session). */
export async function sessionOfRequest(c: Context, { config, db, clock }: SessionLookup): Promise<ActiveSession | null> {
  const cookie = getCookie(c, sessionCookieName(config));
  const token = cookie ? verifySignedToken(cookie, config.authSecret) : null;
  return token ? findActiveSession(db, token, clock.now()) : null;
}
