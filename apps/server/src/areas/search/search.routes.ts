import { searchQuerySchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { parseInput } from '../../http/parse-input';
import { search } from './search.service';
import { jsonValueAnswer } from '../../http/json-answer';

/** /api/search (docs/product/search.md "API"; mounted behind requireUser). */
export function searchRoutes(ctx: Parameters<typeof search>[0]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => jsonValueAnswer(c, await search(ctx, c.get('actor'), parseInput(searchQuerySchema, c.req.query()))));
  return app;
}
