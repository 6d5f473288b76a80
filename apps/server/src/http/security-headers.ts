import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Config } from '../config';
import { setResponseHeaders } from './node-bindings';

/**
 * The CSP's hashes of a page's inline scripts: the build writes the theme's first-paint script into
 * index.html (apps/web/build/index-html-plugins.ts, decision 015), and only that exact text may run
 * inline. static-spa.ts takes them from the very page it serves, so the two never disagree, a new build
 * served without a restart included.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * docs/architecture.md "API conventions": headers on every response; API answers are never cached.
 *
 * Set before the handler runs: Hono applies them to the response it builds, including one a handler
 * returns itself. Touching `c.res.headers` afterwards would turn @hono/node-server's ready-made body
 * into a stream written chunk by chunk, which halved the board list's throughput (measured).
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): (c: Context) => void {
  const common: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy()],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
  // issue 6 "Also": served over https, browsers are told to never try plain http again.
  if (config.publicUrl.startsWith('https://')) common.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  const api: Array<[string, string]> = [...common, ['Cache-Control', 'no-store']];
  return (c) => setResponseHeaders(c, c.req.path.startsWith('/api/') ? api : common);
}
