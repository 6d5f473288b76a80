import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';
import { headerOf, setResponseHeaders } from './node-bindings';

/** A check or a header every request gets before its route runs; it may throw an AppError. */
export type EdgeRule = (c: Context) => void;

/**
 * The first middleware of every request: a request id (X-Request-Id), the edge rules (security
 * headers, the host check), then one JSON log line: method, path (no query: it may hold tokens),
 * status, time. One async frame for all of it: each middleware costs a promise per request (issue 9).
 * The request line's fields are known, so it skips the logger's redaction.
 */
export function requestLog(logger: Logger, rules: EdgeRule[] = []) {
  const lines = logger.child({}, { redact: { paths: [] } });
  // Ids unique across instances and restarts without a random draw per request: a random prefix per
  // process and a counter.
  const prefix = randomBytes(4).toString('hex');
  let counter = 0;
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = headerOf(c, 'x-request-id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : `${prefix}-${(counter++).toString(36)}`;
    c.set('requestId', requestId);
    setResponseHeaders(c, [['X-Request-Id', requestId]]);
    const started = performance.now();
    // A rule that refuses the request throws: Hono answers from the error after this frame ends, so
    // the status to log is the error's.
    let refusedWith: number | undefined;
    try {
      for (const rule of rules) rule(c);
      await next();
    } catch (error) {
      refusedWith = error instanceof AppError ? error.status : 500;
      throw error;
    } finally {
      lines.info({ requestId, method: c.req.method, path: c.req.path, status: refusedWith ?? c.res.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  });
}
