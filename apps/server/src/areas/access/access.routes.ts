import { createAccessTokenRequestSchema, noInputSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-tokens.service';

/** /api/access-tokens: the profile's 'Connected apps' (docs/product/access.md; behind the session check only, never a token). */
export function accessTokensRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await listAccessTokens(ctx, c.get('actor'))));
  app.post('/', async (c) => {
    const input = await parseJsonBody(c, createAccessTokenRequestSchema);
    return c.json(await createAccessToken(ctx, c.get('actor'), input), 201);
  });
  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await revokeAccessToken(ctx, c.get('actor'), c.req.param('id'));
    return c.body(null, 204);
  });
  return app;
}
