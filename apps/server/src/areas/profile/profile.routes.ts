import { updateProfileRequestSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { getProfile, updateProfile } from './profile.service';

/** GET and PATCH /api/profile: always the caller's own row, there is no id in the route (spec §6). */
export function profileRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/', async (c) => c.json(await getProfile(deps.db, c.get('user').id)));

  app.patch('/', async (c) => {
    const input = parseInput(updateProfileRequestSchema, await c.req.json());
    return c.json(await updateProfile(deps.db, deps.clock, c.get('user').id, input));
  });

  return app;
}
