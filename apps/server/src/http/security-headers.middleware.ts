import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * DESIGN §4: headers on every response; API answers are never cached.
 *
 * Set before the handler runs: Hono applies them to the response it builds, including one a handler
 * returns itself. Touching `c.res.headers` afterwards would turn @hono/node-server's ready-made body
 * into a stream written chunk by chunk, which halved the board list's throughput (measured).
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>) {
  // issue 6 "Also": served over https, browsers are told to never try plain http again.
  const hsts = config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : undefined;
  return createMiddleware(async (c, next) => {
    c.header('Content-Security-Policy', CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    if (hsts) c.header('Strict-Transport-Security', hsts);
    if (c.req.path.startsWith('/api/')) c.header('Cache-Control', 'no-store');
    await next();
  });
}
