import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { listHabits } from './habits.service';

/** /api/habits: the signed-in user's habits. */
export function habitsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/', async (c) => c.json(await listHabits(deps.db, c.get('user').id)));

  return app;
}
