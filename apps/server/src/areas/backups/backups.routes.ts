import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { BackupsContext } from './backup-context';
import { getBackupStatus } from './backups.service';

/** GET /api/backup-status (signed in): docs/product/backups.md "Where a person sees it". Its own prefix, as docs/architecture.md "Route shapes" asks. */
export function backupsRoutes(ctx: BackupsContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await getBackupStatus(ctx)));
  return app;
}
