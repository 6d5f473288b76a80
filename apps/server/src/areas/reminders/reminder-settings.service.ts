import type { ReminderSettings, UpdateReminderSettingsRequest } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { announce } from '../../context/unit-of-work';
import type { RemindersContext } from './reminder-context';
import { findSettings, putSettings } from './reminder-settings.repository';

// docs/product/reminders.md "E-mail fallback", "Quiet hours".

export async function getReminderSettings(ctx: RemindersContext, actor: Actor): Promise<ReminderSettings> {
  const [settings, vapid] = await Promise.all([findSettings(ctx.db, actor.userId), ctx.vapid.keys()]);
  return { ...settings, pushPublicKey: vapid.publicKey };
}

/**
 * Changes what was sent and keeps the rest. The zone of this browser is kept with the settings: the
 * scheduler reads it for a person whose profile zone is 'Automatic' (docs/product/reminders.md "Time zone").
 */
export async function updateReminderSettings(ctx: RemindersContext, actor: Actor, input: UpdateReminderSettingsRequest): Promise<ReminderSettings> {
  const settings = await putSettings(ctx.db, actor.userId, { ...input, timeZone: actor.timeZone, now: ctx.clock.now().toISOString() });
  announce(ctx, actor, { area: 'reminder-settings', kind: 'updated' });
  return { ...settings, pushPublicKey: (await ctx.vapid.keys()).publicKey };
}
