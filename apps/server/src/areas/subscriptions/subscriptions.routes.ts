import { activateSubscriptionRequestSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { activateSubscription, getSubscriptionSummary } from './subscriptions.service';

/** /api/subscriptions: the demo Premium plans (docs/product/subscription.md; mounted behind requireUser). */
export function subscriptionsRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await getSubscriptionSummary(ctx, c.get('actor'))));

  app.post('/', async (c) => {
    const input = await parseJsonBody(c, activateSubscriptionRequestSchema);
    return c.json(await activateSubscription(ctx, c.get('actor'), input), 201);
  });

  return app;
}
