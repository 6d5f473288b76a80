import { noInputSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { listAgentChanges, undoAgentChange } from './agent-changes.service';

/**
 * /api/agent-changes: the profile's log of what the person's access tokens changed, and its undo
 * (docs/product/access.md "Activity log", "Undo"). Behind the session check only, never a token.
 */
export function agentChangesRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await listAgentChanges(ctx, c.get('actor'), c.req.query('cursor'))));
  app.post('/:id/undo', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await undoAgentChange(ctx, c.get('actor'), c.req.param('id')));
  });
  return app;
}
