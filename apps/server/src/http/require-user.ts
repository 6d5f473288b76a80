import { isValidTimeZone } from '@cadence/shared';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessionCookieName, verifySignedToken } from '../session/session-cookie';
import { findActiveSession } from '../session/session.repository';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** The client names its IANA time zone so "today" is the user's day, not the server's. */
export const TIME_ZONE_HEADER = 'X-Timezone';

/**
 * 401 without a valid session; otherwise sets c.var.user ({ id, email }), c.var.sessionId and
 * c.var.actor (the user and their time zone, parsed once here for every service).
 *
 * It reads better-auth's signed cookie and its session row directly instead of calling
 * auth.api.getSession, which cost about 1 ms of CPU per request (docs/decisions/006): every area route
 * pays this check. Extending a session's expiry stays with better-auth: the web app asks
 * /api/auth/get-session when it loads, and that call refreshes the session and its cookie.
 */
export function requireUser({ config, db, clock }: { config: Pick<Config, 'publicUrl' | 'authSecret'>; db: Db; clock: Clock }) {
  const cookieName = sessionCookieName(config);
  return createMiddleware<AppEnv>(async (c, next) => {
    const cookie = getCookie(c, cookieName);
    const token = cookie ? verifySignedToken(cookie, config.authSecret) : null;
    const session = token ? await findActiveSession(db, token, clock.now()) : null;
    if (!session) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
    const zone = c.req.header(TIME_ZONE_HEADER)?.trim() ?? '';
    c.set('user', { id: session.userId, email: session.email });
    c.set('sessionId', session.sessionId);
    c.set('actor', { userId: session.userId, timeZone: isValidTimeZone(zone) ? zone : 'UTC' });
    await next();
  });
}
