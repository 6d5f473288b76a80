import { activityReportQuerySchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { jsonAnswer } from '../../http/json-answer';
import { parseInput } from '../../http/parse-input';
import type { ActivityContext } from './activity-context';
import { activityReportCsv, getActivityReport } from './activity-report.service';

/**
 * GET /api/activity-report?from&to: time by type and by day (docs/product/activity.md "Time report").
 * Its own prefix, never a static sibling of /api/activities/:id (docs/architecture.md "Route shapes").
 */
export function activityReportRoutes(ctx: ActivityContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const query = parseInput(activityReportQuerySchema, c.req.query());
    return jsonAnswer(c, JSON.stringify(await getActivityReport(ctx, c.get('actor'), query)));
  });
  return app;
}

/** GET /api/activity-report.csv?from&to: the range's activities as a CSV download. */
export function activityReportCsvRoutes(ctx: ActivityContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const query = parseInput(activityReportQuerySchema, c.req.query());
    const { fileName, text } = await activityReportCsv(ctx, c.get('actor'), query);
    return c.body(text, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` });
  });
  return app;
}
