import { PUSH_DEVICES_MAX, REMINDER_MESSAGES, type PushDevice, type PushDeviceList, type PushTestResult, type RegisterPushDeviceRequest } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { announce } from '../../context/unit-of-work';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { pushMessageOf, testPayload } from './push-messages';
import { pushToDevice } from './push-delivery.service';
import { countDevices, deleteDevice, endpointOwner, findDeviceTarget, listDevices, putDevice } from './push-devices.repository';
import type { RemindersContext } from './reminder-context';
import { putSettings } from './reminder-settings.repository';

// docs/product/reminders.md "Devices": the browsers a person turned notifications on in.

const deviceNotFound = () => AppError.notFound(REMINDER_MESSAGES.deviceNotFound);

export async function listPushDevices(ctx: RemindersContext, actor: Actor): Promise<PushDeviceList> {
  return { devices: await listDevices(ctx.db, actor.userId) };
}

/**
 * Registers this browser's subscription (again: the same endpoint is the same device, updated, now of
 * this session). The endpoint must be a push service's (server-side request forgery), and a person has
 * at most PUSH_DEVICES_MAX devices: each reminder goes to all of them. The device lasts as long as the
 * session that registered it (docs/product/reminders.md "Devices").
 */
export async function registerPushDevice(ctx: RemindersContext, actor: Actor, sessionId: string, input: RegisterPushDeviceRequest): Promise<{ device: PushDevice; created: boolean }> {
  const { endpoint, keys } = input.subscription;
  if (!ctx.push.allows(endpoint)) {
    throw new AppError('VALIDATION', REMINDER_MESSAGES.invalidEndpoint, { fields: { 'subscription.endpoint': REMINDER_MESSAGES.invalidEndpoint } });
  }
  const now = ctx.clock.now().toISOString();
  const result = await ctx.db.transaction(async (tx) => {
    const created = (await endpointOwner(tx, endpoint)) !== actor.userId;
    if (created && (await countDevices(tx, actor.userId)) >= PUSH_DEVICES_MAX) throw new AppError('VALIDATION', REMINDER_MESSAGES.tooManyDevices);
    const device = await putDevice(tx, { userId: actor.userId, sessionId, endpoint, p256dh: keys.p256dh, auth: keys.auth, name: input.name, now });
    // docs/product/reminders.md "Time zone": this browser's zone, for a person whose profile zone is 'Automatic'.
    await putSettings(tx, actor.userId, { timeZone: actor.timeZone, now });
    return { device, created };
  });
  announce(ctx, actor, { area: 'push-devices', kind: result.created ? 'created' : 'updated', id: result.device.id });
  return result;
}

export async function removePushDevice(ctx: RemindersContext, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteDevice(ctx.db, { userId: actor.userId, id }))) throw deviceNotFound();
  announce(ctx, actor, { area: 'push-devices', kind: 'deleted', id });
}

/** 'Send test notification': to this one device, now; a device the push service no longer knows is removed. */
export async function testPushDevice(ctx: RemindersContext, actor: Actor, id: string): Promise<PushTestResult> {
  const target = isUuid(id) ? await findDeviceTarget(ctx.db, { userId: actor.userId, id }) : null;
  if (!target) throw deviceNotFound();
  const outcome = await pushToDevice(ctx, actor.userId, target, pushMessageOf(testPayload()));
  if (outcome === 'accepted') return { delivered: true, message: REMINDER_MESSAGES.testDelivered };
  return { delivered: false, message: outcome === 'gone' ? REMINDER_MESSAGES.testGone : REMINDER_MESSAGES.testRefused };
}
