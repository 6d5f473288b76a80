import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';

const MISSING_BUILD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cadence</title></head>
<body><h1>Cadence</h1><p>The web app has not been built yet. Run <code>npm run build</code>, then restart the server.</p></body></html>`;

/**
 * The built SPA from WEB_DIST_DIR: hashed /assets/* cached for a year, index.html never cached, and
 * index.html for every other GET path (client-side routes). /api and /dev never reach this.
 */
export function staticSpa(webDistDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const indexPath = join(webDistDir, 'index.html');

  if (!existsSync(webDistDir)) {
    app.get('*', (c) => c.html(MISSING_BUILD_PAGE, 503));
    return app;
  }
  app.use(
    '/assets/*',
    serveStatic({
      root: webDistDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: webDistDir,
      index: '.no-directory-index', // index.html gets its own no-cache answer below
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  app.get('*', (c) => {
    if (!existsSync(indexPath)) return c.html(MISSING_BUILD_PAGE, 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}
