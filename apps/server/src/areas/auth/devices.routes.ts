import { noInputSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { listDevices, signOutDevice, signOutOtherDevices } from './devices.service';

/** /api/devices: the person's signed-in devices, and 'Sign out' per device (docs/product/accounts.md "Signed-in devices"). */
export function devicesRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await listDevices(ctx, c.get('actor'), c.get('sessionId'))));
  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await signOutDevice(ctx, c.get('actor'), { id: c.req.param('id'), currentSessionId: c.get('sessionId') });
    return c.body(null, 204);
  });
  return app;
}

/**
 * /api/other-devices: 'Sign out everywhere else'. Its own prefix, beside /api/devices/:id
 * (docs/architecture.md "Route shapes").
 */
export function otherDevicesRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.delete('/', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await signOutOtherDevices(ctx, c.get('actor'), c.get('sessionId')));
  });
  return app;
}
