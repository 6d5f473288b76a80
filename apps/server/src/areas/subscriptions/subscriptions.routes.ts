import { activateSubscriptionRequestSchema, noInputSchema, switchPlanRequestSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { cancelPlan, resumePlan, switchPlan } from './plan-changes.service';
import { activateSubscription, getSubscriptionSummary } from './subscriptions.service';

/** /api/subscriptions: the demo Premium plans (docs/product/subscription.md; mounted behind requireUser). */
export function subscriptionsRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await getSubscriptionSummary(ctx, c.get('actor'))));

  app.post('/', async (c) => {
    const input = await parseJsonBody(c, activateSubscriptionRequestSchema);
    return c.json(await activateSubscription(ctx, c.get('actor'), input), 201);
  });
  // docs/product/subscription.md "Renewal and cancelling".
  app.post('/switch', async (c) => c.json(await switchPlan(ctx, c.get('actor'), await parseJsonBody(c, switchPlanRequestSchema))));
  app.post('/cancel', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await cancelPlan(ctx, c.get('actor')));
  });
  app.post('/resume', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await resumePlan(ctx, c.get('actor')));
  });

  return app;
}
