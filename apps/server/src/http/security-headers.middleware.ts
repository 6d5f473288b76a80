import { createMiddleware } from 'hono/factory';

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

/** DESIGN §4: headers on every response; API answers are never cached. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', CSP);
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.res.headers.set('X-Frame-Options', 'DENY');
  if (c.req.path.startsWith('/api/')) c.res.headers.set('Cache-Control', 'no-store');
});
