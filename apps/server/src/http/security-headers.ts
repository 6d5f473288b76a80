import type { Context } from 'hono';
import type { Config } from '../config';
import { setResponseHeaders } from './node-bindings';

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
 * docs/architecture.md "API conventions": headers on every response; API answers are never cached.
 *
 * Set before the handler runs: Hono applies them to the response it builds, including one a handler
 * returns itself. Touching `c.res.headers` afterwards would turn @hono/node-server's ready-made body
 * into a stream written chunk by chunk, which halved the board list's throughput (measured).
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): (c: Context) => void {
  const common: Array<[string, string]> = [
    ['Content-Security-Policy', CSP],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
  // issue 6 "Also": served over https, browsers are told to never try plain http again.
  if (config.publicUrl.startsWith('https://')) common.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  const api: Array<[string, string]> = [...common, ['Cache-Control', 'no-store']];
  return (c) => setResponseHeaders(c, c.req.path.startsWith('/api/') ? api : common);
}
