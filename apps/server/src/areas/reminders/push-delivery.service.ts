import type { Logger } from 'pino';
import type { RemindersContext, PushMessage, PushOutcome, PushTarget } from './reminder-context';
import { deleteDevice, deviceTargetsOf, markDeviceReached } from './push-devices.repository';

// Sending one message to a person's devices (docs/product/reminders.md "Devices"): a device the push
// service says is gone (404, 410) is removed; one that took it is marked reached.

async function settle(ctx: RemindersContext, userId: string, target: PushTarget, outcome: PushOutcome, logger: Logger): Promise<void> {
  const key = { userId, id: target.id };
  if (outcome === 'accepted') await markDeviceReached(ctx.db, key, ctx.clock.now().toISOString());
  else if (outcome === 'gone') {
    if (await deleteDevice(ctx.db, key)) ctx.events.publish({ userId, event: { area: 'push-devices', kind: 'deleted', id: target.id } });
  } else logger.warn({ deviceId: target.id }, 'push service refused a message');
}

/** Sends to one device; its outcome. */
export async function pushToDevice(ctx: RemindersContext, userId: string, target: PushTarget, message: PushMessage): Promise<PushOutcome> {
  const outcome = await ctx.push.send(target, message, await ctx.vapid.keys());
  await settle(ctx, userId, target, outcome, ctx.logger);
  return outcome;
}

/** Sends to every device of the person, side by side; how many took it. */
export async function pushToPerson(ctx: RemindersContext, userId: string, message: PushMessage): Promise<number> {
  const targets = await deviceTargetsOf(ctx.db, userId);
  if (targets.length === 0) return 0;
  const vapid = await ctx.vapid.keys();
  const outcomes = await Promise.all(targets.map((target) => ctx.push.send(target, message, vapid)));
  await Promise.all(targets.map((target, index) => settle(ctx, userId, target, outcomes[index]!, ctx.logger)));
  return outcomes.filter((outcome) => outcome === 'accepted').length;
}
