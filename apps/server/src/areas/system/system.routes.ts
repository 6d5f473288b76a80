import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { DatabaseKind } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { measureDatabaseLatency } from './system.service';

/** GET /api/health (process up) and GET /api/ready (database reachable), docs/architecture.md "API conventions". Public. */
export function systemRoutes(ctx: AreaContext, databaseKind: DatabaseKind): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.get('/ready', async (c) => c.json({ status: 'ok', database: databaseKind, latencyMs: await measureDatabaseLatency(ctx) }));

  return app;
}
