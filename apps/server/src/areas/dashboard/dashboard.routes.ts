import { dashboardReviewQuerySchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { parseInput } from '../../http/parse-input';
import { getDashboard, getReview } from './dashboard.service';
import { jsonValueAnswer } from '../../http/json-answer';

/**
 * /api/dashboard (docs/product/dashboard.md "API"; mounted behind requireUser): one request feeds the
 * dashboard; the review is its own request, loaded only when the person opens it. No /:id routes
 * here, so the static /review path keeps Hono's RegExpRouter (docs/architecture.md "Route shapes").
 */
export function dashboardRoutes(ctx: Parameters<typeof getDashboard>[0]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => jsonValueAnswer(c, await getDashboard(ctx, c.get('actor'))));
  app.get('/review', async (c) => {
    const query = parseInput(dashboardReviewQuerySchema, c.req.query());
    return jsonValueAnswer(c, await getReview(ctx, c.get('actor'), query));
  });
  return app;
}
