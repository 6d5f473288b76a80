import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { exportArchive } from './export.service';
import type { DataContext } from './data-context';

/**
 * GET /api/data-export (docs/product/data.md "Export"; issue 20 §1): the signed-in person's whole
 * account as a zip, streamed as it is written. Never compressed again by the server (a zip already is),
 * never cached.
 */
export function dataExportRoutes(ctx: DataContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const { stream, fileName } = exportArchive(ctx, c.get('actor'));
    return c.body(stream, 200, { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${fileName}"` });
  });
  return app;
}
