import { updatePreferencesRequestSchema, updateProfileRequestSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { getProfile, updatePreferences, updateProfile } from './profile.service';

/** GET and PATCH /api/profile: always the caller's own row, there is no id in the route (docs/product/accounts.md). */
export function profileRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await getProfile(ctx, c.get('actor'))));

  app.patch('/', async (c) => {
    const input = await parseJsonBody(c, updateProfileRequestSchema);
    return c.json(await updateProfile(ctx, c.get('actor'), input));
  });
  app.patch('/preferences', async (c) => {
    const input = await parseJsonBody(c, updatePreferencesRequestSchema);
    return c.json(await updatePreferences(ctx, c.get('actor'), input));
  });

  return app;
}
