import { isValidTimeZone } from '@cadence/shared';
import { createMiddleware } from 'hono/factory';
import { type SessionLookup, sessionOfRequest } from '../session/session-of-request';
import { AppError } from './app-error';
import { headerOf } from './node-bindings';
import type { AppEnv } from './app-env';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** The client names its IANA time zone so "today" is the user's day, not the server's. */
export const TIME_ZONE_HEADER = 'X-Timezone';
/** A browser tab's random id, echoed in the events its changes cause (docs/architecture.md "Live sync"). */
export const CLIENT_ID_HEADER = 'X-Client-Id';
const CLIENT_ID_PATTERN = /^[\w-]{8,64}$/;

/**
 * 401 without a valid session; otherwise sets c.var.user ({ id, email }), c.var.sessionId and
 * c.var.actor (the user and their time zone, parsed once here for every service).
 *
 * It reads better-auth's signed cookie and its session row directly instead of calling
 * auth.api.getSession, which cost about 1 ms of CPU per request (docs/decisions/006): every area route
 * pays this check. Extending a session's expiry stays with better-auth: the web app asks
 * /api/auth/get-session when it loads, and that call refreshes the session and its cookie.
 */
export function requireUser(lookup: SessionLookup) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await sessionOfRequest(c, lookup);
    if (!session) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
    const zone = headerOf(c, 'x-timezone')?.trim() ?? '';
    const clientId = headerOf(c, 'x-client-id')?.trim() ?? '';
    c.set('user', { id: session.userId, email: session.email });
    c.set('sessionId', session.sessionId);
    c.set('sessionExpiresAt', session.expiresAt);
    c.set('actor', {
      userId: session.userId,
      // docs/product/accounts.md "Preferences": the zone the person stored wins over the browser's.
      timeZone: session.timeZone !== null && isValidTimeZone(session.timeZone) ? session.timeZone : isValidTimeZone(zone) ? zone : 'UTC',
      weekStart: session.weekStart,
      ...(CLIENT_ID_PATTERN.test(clientId) ? { clientId } : {}),
    });
    await next();
  });
}
