import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { preferredEncoding } from './content-encoding';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

const MISSING_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cadence</title></head>
<body><h1>Cadence</h1><p>The web app has not been built yet. Run <code>npm run build</code>, then restart the server.</p></body></html>`;

/**
 * True for a request the app shell should answer: a page navigation to a client-side route. A path
 * whose last segment looks like a file name ('/favicon.ico', '/.env', '/robots.txt') is a file, found
 * or not (issue 6 "Also": a missing file is a 404, not the app's HTML).
 */
export function isPageNavigation(path: string, accept: string | undefined): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  return accept === undefined || accept === '' || /text\/html|\*\/\*/.test(accept);
}

/**
 * The built SPA from WEB_DIST_DIR: hashed /assets/* cached for a year, index.html, the service worker
 * and the manifest revalidated on every use, and
 * index.html for page navigations to other paths (client-side routes). /api and /dev never reach this.
 * Text files go out in the .br or .gz form the build made beside them, as the client accepts
 * (decision 012): no compression work per request.
 */
export function staticSpa(webDistDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const indexPath = join(webDistDir, 'index.html');

  if (!existsSync(webDistDir)) {
    app.get('*', (c) => c.html(MISSING_BUILD_PAGE, 503));
    return app;
  }
  // Cache headers go on before serveStatic answers: it builds its response before calling onFound.
  const cacheFor = (value: string | ((path: string) => string)) => createMiddleware(async (c, next) => {
    c.header('Cache-Control', typeof value === 'string' ? value : value(c.req.path));
    await next();
  });
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: webDistDir, precompressed: true }));
  // A missing hashed file is a 404, not the app's index.html (a stale tab asking for an old chunk).
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });
  // The page itself, for the app's routes and asked for by name: never a stale copy, and its CSP names
  // the hash of the inline script it carries.
  const serveIndex = (c: Context<AppEnv>) => {
    if (!existsSync(indexPath)) return c.html(MISSING_BUILD_PAGE, 503);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    // Read on every navigation (a few kilobytes), so a new build is served without a restart; its
    // inline script is allowed by the hash of the text served now (decision 015).
    const html = readFileSync(indexPath, 'utf8');
    c.header('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)));
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    const compressedPath = encoding && `${indexPath}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (compressedPath && existsSync(compressedPath)) {
      return c.body(readFileSync(compressedPath), 200, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': encoding });
    }
    return c.html(html);
  };
  app.get('/index.html', serveIndex);
  // The service worker and the manifest name the build's files: a browser must always ask whether they
  // changed (docs/product/offline.md "Updates"), never keep an hour-old copy.
  const revalidated = new Set(['/sw.js', '/manifest.webmanifest']);
  app.use('*', cacheFor((path) => (revalidated.has(path) ? 'no-cache' : 'public, max-age=3600')), serveStatic({ root: webDistDir, index: '.no-directory-index', precompressed: true }));
  app.get('*', (c) => {
    if (!isPageNavigation(c.req.path, c.req.header('accept'))) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    return serveIndex(c);
  });
  return app;
}
