import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import { AppError } from './app-error';
import { allowedOrigins } from './request-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN §4: every unsafe request under /api must come from the app's own origin, JSON included,
 * so a cross-site page cannot ride the session cookie.
 */
export function originCheck(config: Config) {
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const allowed = origin
      ? origin !== 'null' && allowedOrigins(c.req.raw.headers, config).includes(origin)
      : c.req.header('sec-fetch-site') === 'same-origin';
    if (!allowed) throw new AppError('FORBIDDEN', 'Cross-site request refused');
    return next();
  });
}
