import type { Context } from 'hono';
import type { Config } from '../config';
import { AppError } from './app-error';
import { headerOf } from './node-bindings';
import { allowedOrigins } from './request-origin';

/**
 * docs/architecture.md "API conventions": every unsafe request under /api must come from the app's own origin, JSON included,
 * so a cross-site page cannot ride the session cookie. (Called by the API rules for unsafe methods.)
 */
export function assertSameOrigin(c: Context, config: Config): void {
  const origin = headerOf(c, 'origin');
  const allowed = origin
    ? origin !== 'null' && allowedOrigins(c.req.raw.headers, config).includes(origin)
    : headerOf(c, 'sec-fetch-site') === 'same-origin';
  if (!allowed) throw new AppError('FORBIDDEN', 'Cross-site request refused');
}
