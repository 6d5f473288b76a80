import { createHabitBreakRequestSchema, noInputSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { createBreak, deleteBreak, listBreaks } from './habit-breaks.service';

/**
 * /api/habit-breaks: the person's rest days and vacations (docs/product/habits.md "Rest days", "API
 * routes"), for one habit or (habitId null) for all of them; mounted behind requireUser in app.ts.
 */
export function habitBreaksRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await listBreaks(ctx, c.get('actor'))));

  app.post('/', async (c) => {
    const input = await parseJsonBody(c, createHabitBreakRequestSchema);
    return c.json(await createBreak(ctx, c.get('actor'), input), 201);
  });

  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await deleteBreak(ctx, c.get('actor'), c.req.param('id'));
    return c.body(null, 204);
  });

  return app;
}
