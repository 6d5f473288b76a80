import type { HelpInfo } from '@cadence/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

/** GET /api/help: the support address from SUPPORT_EMAIL (docs/product/help.md; mounted behind requireUser). */
export function helpRoutes(info: HelpInfo): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json(info));
  return app;
}
