import { REMINDER_MESSAGES, REMINDER_SNOOZE_MINUTES, tryAgainMessage, type ReminderActionRequest, type ReminderActionResult } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { inTransaction } from '../../context/unit-of-work';
import { AppError } from '../../http/app-error';
import { hitWindow } from '../../rate-limit/rate-limit.repository';
import { RATE_LIMIT_RULES, rateLimitKey, secondsUntil } from '../../rate-limit/rate-limit-rules';
import type { RemindersContext } from './reminder-context';
import { deliveryOfToken, insertSnooze, releaseToken, useToken, type TokenDelivery } from './reminder-deliveries.repository';
import { tokenHashOf, zoneOf } from './reminder-dispatch.service';
import { reminderPeople } from './reminder-settings.repository';

// docs/product/reminders.md "Actions": a notification's 'Done' and 'Snooze 10 min' work without the
// app open and without a session: the token the notification carries names one sent reminder.

/** A notification's token: 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const unavailable = () => AppError.notFound(REMINDER_MESSAGES.reminderUnavailable);

async function throttle(ctx: RemindersContext, client: string): Promise<void> {
  const rule = RATE_LIMIT_RULES.reminderActionPerClient;
  const now = ctx.clock.now();
  const state = await hitWindow(ctx.db, rateLimitKey(rule, client), now, rule.windowSeconds);
  if (state.count > rule.limit) {
    const seconds = secondsUntil(state.resetAt, now);
    throw new AppError('RATE_LIMITED', tryAgainMessage(seconds), { retryAfterSeconds: seconds });
  }
}

/** The person the reminder was for, as the other areas' rules need them: their zone and week. */
async function actorOf(ctx: RemindersContext, delivery: TokenDelivery): Promise<Actor> {
  const person = (await reminderPeople(ctx.db, [delivery.userId])).get(delivery.userId);
  if (!person) throw unavailable();
  return { userId: delivery.userId, timeZone: zoneOf(person), weekStart: person.weekStart };
}

/** 'Done': completes the task through the to-do area's rules, or marks the habit done on the person's today. */
async function markDone(ctx: RemindersContext, delivery: TokenDelivery, actor: Actor): Promise<string> {
  if (delivery.kind === 'task') {
    if (!(await ctx.tasks.complete(actor, delivery.itemId))) throw unavailable();
    return REMINDER_MESSAGES.taskCompleted;
  }
  const marked = await inTransaction(ctx, actor, async (unit) => {
    if (!(await ctx.habits.isOwnHabit(unit.tx, { userId: actor.userId, habitId: delivery.itemId }))) return false;
    await ctx.habits.recordCompletion(unit, { actor, habitId: delivery.itemId, at: ctx.clock.now() });
    return true;
  });
  if (!marked) throw unavailable();
  return REMINDER_MESSAGES.habitDone;
}

/**
 * POST /api/reminder-actions. 'Done' uses the token up; 'Snooze' asks for the same reminder ten minutes
 * from now (the snoozed one carries a token of its own). A token unknown, used or older than a week
 * answers 404 in words.
 */
export async function actOnReminder(ctx: RemindersContext, input: ReminderActionRequest, client: string): Promise<ReminderActionResult> {
  await throttle(ctx, client);
  if (!TOKEN_PATTERN.test(input.token)) throw unavailable();
  const now = ctx.clock.now();
  const delivery = await deliveryOfToken(ctx.db, tokenHashOf(input.token), now.toISOString());
  if (!delivery) throw unavailable();
  const actor = await actorOf(ctx, delivery);
  if (input.action === 'snooze') {
    await insertSnooze(ctx.db, { userId: delivery.userId, deliveryId: delivery.id, fireAt: new Date(now.getTime() + REMINDER_SNOOZE_MINUTES * 60_000).toISOString() });
    return { message: REMINDER_MESSAGES.snoozed };
  }
  if (!(await useToken(ctx.db, delivery.id, now.toISOString()))) throw unavailable();
  try {
    return { message: await markDone(ctx, delivery, actor) };
  } catch (error) {
    // Nothing was done: the button may be pressed again (a task deleted meanwhile stays unavailable).
    if (!(error instanceof AppError && error.status === 404)) await releaseToken(ctx.db, delivery.id);
    throw error;
  }
}
