import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { databaseUnavailable } from '../../http/error-handler';

/** GET /api/health (process up) and GET /api/ready (database reachable), DESIGN §4. */
export function systemRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/health', (c) => c.json({ status: 'ok' }));

  // The pool's time limits bound this check (under 2 s, issue 6 §4). Any failure means "not ready",
  // so it answers the same 503 as every other route in an outage, Retry-After included.
  app.get('/ready', async (c) => {
    const started = performance.now();
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      deps.logger.warn({ err: error }, 'readiness check failed');
      throw databaseUnavailable();
    }
    return c.json({ status: 'ok', database: deps.databaseKind, latencyMs: Math.round((performance.now() - started) * 10) / 10 });
  });

  return app;
}
