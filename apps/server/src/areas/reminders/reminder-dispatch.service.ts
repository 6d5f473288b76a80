import { createHash, randomBytes } from 'node:crypto';
import {
  REMINDER_ACTION_TOKEN_DAYS,
  addDays,
  habitReminderBody,
  isValidTimeZone,
  localDateInTimeZone,
  periodOf,
  targetOf,
  taskReminderBody,
  type DeliveryVerdict,
} from '@cadence/shared';
import { reminderMail } from '../../mail/mail-templates';
import { pushMessageOf, reminderPath, reminderPayload, type ReminderNotice } from './push-messages';
import { pushToPerson } from './push-delivery.service';
import type { RemindersContext } from './reminder-context';
import { claimReminder, recordOutcome, type ReminderKind } from './reminder-deliveries.repository';
import { habitDoneDates, habitRestsOn, reminderHabit, reminderTask } from './reminder-items.repository';
import type { ReminderPerson } from './reminder-settings.repository';

// Delivering one reminder that came due (docs/product/reminders.md "When a reminder fires"): claim it,
// read what it is about as it is now, send it to every device, e-mail it when none took it and the
// person asked for that, and record how it went.

/** docs/decisions/019-reminders-web-push.md "Exactly once": a claim whose send never finished is taken again after this. */
export const CLAIM_TIMEOUT_MS = 2 * 60_000;

export interface DueReminder {
  userId: string;
  reminderKey: string;
  kind: ReminderKind;
  itemId: string;
  /** A habit reminder's 'YYYY-MM-DDTHH:MM'. */
  slot: string | null;
  /** When it goes out: its time, or the end of the quiet hours it fell in. */
  releaseAt: Date;
  held: boolean;
  verdict: Exclude<DeliveryVerdict, { kind: 'wait' }>;
}

export type DeliveryResult = 'sent' | 'skipped' | 'taken';

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The person's zone for reminders: their profile's, else the one last seen with their settings, else UTC. */
export function zoneOf(person: Pick<ReminderPerson, 'timeZone'>): string {
  return person.timeZone !== null && isValidTimeZone(person.timeZone) ? person.timeZone : 'UTC';
}

/** What the notification says, or null when there is nothing to remind of any more. */
async function noticeFor(ctx: RemindersContext, reminder: DueReminder, person: ReminderPerson, now: Date, actionToken: string): Promise<ReminderNotice | null> {
  const key = { userId: reminder.userId, id: reminder.itemId };
  const zone = zoneOf(person);
  const circumstances = { held: reminder.held, lateMinutes: reminder.verdict.kind === 'send' ? reminder.verdict.lateMinutes : null };
  if (reminder.kind === 'task') {
    // docs/product/reminders.md "Tasks": not for a task completed or deleted meanwhile.
    const task = await reminderTask(ctx.db, key);
    if (!task || task.completed || task.dueDate === null || task.dueTime === null) return null;
    const body = taskReminderBody({ dueDate: task.dueDate, dueTime: task.dueTime }, localDateInTimeZone(now, zone), circumstances);
    return { kind: 'task', itemId: task.id, title: task.title, body, actionToken };
  }
  const habit = await reminderHabit(ctx.db, key);
  if (!habit || reminder.slot === null) return null;
  // docs/product/reminders.md "Habits": not once the period it falls in (day, week or month) is done.
  const date = reminder.slot.slice(0, 10);
  const period = periodOf(date, habit.frequency, person.weekStart);
  const done = await habitDoneDates(ctx.db, { userId: reminder.userId, habitId: habit.id, from: addDays(date, -31) });
  // With a target (docs/product/habits.md "Targets"), done means the period met it; a rest day reminds no one ("Rest days").
  if (done.filter((day) => periodOf(day, habit.frequency, person.weekStart) === period).length >= targetOf(habit.targetCount)) return null;
  if (await habitRestsOn(ctx.db, { userId: reminder.userId, habitId: habit.id, date })) return null;
  return { kind: 'habit', itemId: habit.id, title: habit.title, body: habitReminderBody(reminder.slot.slice(11), circumstances), actionToken };
}

/**
 * Claims the reminder and, when this instance got it, sends it (or records it skipped). 'taken': another
 * instance (or an earlier run) has it.
 */
export async function deliverReminder(ctx: RemindersContext, reminder: DueReminder, person: ReminderPerson, now: Date): Promise<DeliveryResult> {
  const nowIso = now.toISOString();
  const skip = reminder.verdict.kind === 'skip';
  const token = randomBytes(32).toString('base64url');
  const id = await claimReminder(ctx.db, {
    userId: reminder.userId,
    reminderKey: reminder.reminderKey,
    kind: reminder.kind,
    itemId: reminder.itemId,
    slot: reminder.slot,
    dueAt: reminder.releaseAt.toISOString(),
    // docs/product/reminders.md "Late reminders": past the limit it is recorded, never sent.
    state: skip ? 'skipped' : 'claimed',
    now: nowIso,
    staleBefore: new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString(),
    tokenHash: skip ? null : tokenHashOf(token),
  });
  if (id === null) return 'taken';
  if (skip) return 'skipped';

  const notice = await noticeFor(ctx, reminder, person, now, token);
  if (!notice) {
    await recordOutcome(ctx.db, id, { state: 'skipped', sentAt: null, latenessSeconds: null, channel: null, tokenExpiresAt: null });
    return 'skipped';
  }
  const accepted = await pushToPerson(ctx, reminder.userId, pushMessageOf(reminderPayload(notice)));
  let channel: 'push' | 'email' | 'none' = accepted > 0 ? 'push' : 'none';
  if (accepted === 0 && person.emailFallback) {
    // docs/product/reminders.md "E-mail fallback": when no device took it.
    const url = `${ctx.publicUrl}${reminderPath(notice.kind, notice.itemId)}`;
    await ctx.outbox.enqueue(reminderMail(person.email, person.name || undefined, { title: notice.title, body: notice.body, url }));
    channel = 'email';
  }
  await recordOutcome(ctx.db, id, {
    state: 'sent',
    sentAt: nowIso,
    latenessSeconds: Math.max(0, Math.floor((now.getTime() - reminder.releaseAt.getTime()) / 1000)),
    channel,
    tokenExpiresAt: new Date(now.getTime() + REMINDER_ACTION_TOKEN_DAYS * 86_400_000).toISOString(),
  });
  return 'sent';
}
