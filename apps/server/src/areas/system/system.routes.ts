import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';

/** GET /api/health (process up) and GET /api/ready (database reachable), DESIGN §4. */
export function systemRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.get('/ready', async (c) => {
    const started = performance.now();
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: deps.databaseKind, latencyMs: Math.round((performance.now() - started) * 10) / 10 });
    } catch (error) {
      deps.logger.error({ err: error }, 'readiness check failed');
      return c.json({ error: { code: 'UNAVAILABLE', message: 'The database is not reachable.' } }, 503);
    }
  });

  return app;
}
