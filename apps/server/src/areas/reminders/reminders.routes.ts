import { noInputSchema, registerPushDeviceRequestSchema, reminderActionRequestSchema, updateReminderSettingsRequestSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { clientAddress, socketAddressOf } from '../../http/request-origin';
import { listPushDevices, registerPushDevice, removePushDevice, testPushDevice } from './push-devices.service';
import { actOnReminder } from './reminder-actions.service';
import type { RemindersContext } from './reminder-context';
import { getReminderSettings, updateReminderSettings } from './reminder-settings.service';

// docs/product/reminders.md "API routes".

/** /api/reminder-settings (signed in): the e-mail fallback, quiet hours and the server's push key. */
export function reminderSettingsRoutes(ctx: RemindersContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await getReminderSettings(ctx, c.get('actor'))));
  app.put('/', async (c) => {
    const input = await parseJsonBody(c, updateReminderSettingsRequestSchema);
    return c.json(await updateReminderSettings(ctx, c.get('actor'), input));
  });
  return app;
}

/** /api/push-devices (signed in): the person's devices with notifications on. */
export function pushDevicesRoutes(ctx: RemindersContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await listPushDevices(ctx, c.get('actor'))));
  app.post('/', async (c) => {
    const input = await parseJsonBody(c, registerPushDeviceRequestSchema);
    const { device, created } = await registerPushDevice(ctx, c.get('actor'), c.get('sessionId'), input);
    return c.json(device, created ? 201 : 200);
  });
  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await removePushDevice(ctx, c.get('actor'), c.req.param('id'));
    return c.body(null, 204);
  });
  app.post('/:id/test', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await testPushDevice(ctx, c.get('actor'), c.req.param('id')));
  });
  return app;
}

/**
 * /api/reminder-actions (public: a notification's button has no session; its token is the key, and
 * opens that one reminder and nothing else). Under /api, so the same-origin check applies.
 */
export function reminderActionsRoutes(ctx: RemindersContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const input = await parseJsonBody(c, reminderActionRequestSchema);
    return c.json(await actOnReminder(ctx, input, clientAddress(c.req.raw.headers, socketAddressOf(c), ctx.trustProxy)));
  });
  return app;
}
