import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

/** Request id (X-Request-Id) and one JSON log line per request: method, path (no query: it may hold tokens), status, time. */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    logger.info(
      { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
}
