import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { listHabits } from './habits.service';

/** /api/habits: the signed-in user's habits (mounted behind requireUser in app.ts). */
export function habitsRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await listHabits(ctx, c.get('actor'))));

  return app;
}
