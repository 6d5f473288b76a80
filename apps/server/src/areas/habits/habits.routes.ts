import { createHabitRequestSchema, habitAmountRequestSchema, habitLogQuerySchema, noInputSchema, updateHabitRequestSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { parseInput } from '../../http/parse-input';
import { readHabitLog } from './habit-log.service';
import { setHabitAmount, setHabitDay } from './habit-days.service';
import { createHabit, deleteHabit, getHabit, listHabitsJson, restoreHabit, updateHabit } from './habits.service';
import { jsonAnswer } from '../../http/json-answer';


/**
 * /api/habits: the signed-in user's habits and their days (docs/product/habits.md "API routes";
 * mounted behind requireUser in app.ts). Every route below the collection starts with /:id, so
 * Hono's RegExpRouter takes them all (docs/architecture.md "Route shapes").
 */
export function habitsRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => jsonAnswer(c, await listHabitsJson(ctx, c.get('actor'))));

  app.post('/', async (c) => {
    const input = await parseJsonBody(c, createHabitRequestSchema);
    return c.json(await createHabit(ctx, c.get('actor'), input), 201);
  });

  app.get('/:id', async (c) => c.json(await getHabit(ctx, c.get('actor'), c.req.param('id'))));

  app.patch('/:id', async (c) => {
    const input = await parseJsonBody(c, updateHabitRequestSchema);
    return c.json(await updateHabit(ctx, c.get('actor'), c.req.param('id'), input));
  });

  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await deleteHabit(ctx, c.get('actor'), c.req.param('id'));
    return c.body(null, 204);
  });

  app.post('/:id/restore', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await restoreHabit(ctx, c.get('actor'), c.req.param('id')));
  });

  app.get('/:id/completions', async (c) => {
    const query = parseInput(habitLogQuerySchema, c.req.query());
    return c.json(await readHabitLog(ctx, c.get('actor'), c.req.param('id'), query));
  });

  app.put('/:id/completions/:date', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await setHabitDay(ctx, c.get('actor'), { id: c.req.param('id'), date: c.req.param('date'), done: true }));
  });

  app.delete('/:id/completions/:date', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await setHabitDay(ctx, c.get('actor'), { id: c.req.param('id'), date: c.req.param('date'), done: false }));
  });

  app.put('/:id/amounts/:date', async (c) => {
    const { amount } = await parseJsonBody(c, habitAmountRequestSchema);
    return c.json(await setHabitAmount(ctx, c.get('actor'), { id: c.req.param('id'), date: c.req.param('date'), amount }));
  });

  return app;
}
