import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { DatabaseKind } from '../../db/client';
import type { DiskSpaceGuard } from '../../db/embedded/disk-space-guard';
import { diskFull } from '../../http/error-handler';
import type { AppEnv } from '../../http/app-env';
import { measureDatabaseLatency } from './system.service';

/**
 * GET /api/health (process up) and GET /api/ready (database reachable, and its disk not full: issue 25
 * §2), docs/architecture.md "API conventions". Public.
 */
export function systemRoutes(ctx: AreaContext, databaseKind: DatabaseKind, diskSpace?: DiskSpaceGuard): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.get('/ready', async (c) => {
    if (diskSpace && !diskSpace.now().writable) throw diskFull();
    return c.json({ status: 'ok', database: databaseKind, latencyMs: await measureDatabaseLatency(ctx) });
  });

  return app;
}
