import {
  REMINDER_LATE_LIMIT_MS,
  addDays,
  deliveryVerdict,
  habitFireTimes,
  memoizedWallClock,
  releaseTime,
  taskFireTime,
  type QuietHours,
} from '@cadence/shared';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import type { RemindersContext } from './reminder-context';
import { CLAIM_TIMEOUT_MS, deliverReminder, zoneOf, type DueReminder } from './reminder-dispatch.service';
import { settledKeys, snoozesBetween, type ReminderKind } from './reminder-deliveries.repository';
import { habitCandidates, taskCandidates } from './reminder-items.repository';
import { reminderPeople, type ReminderPerson } from './reminder-settings.repository';

// The reminder scheduler (docs/product/reminders.md "When a reminder fires"; docs/decisions/019-reminders-web-push.md).
// Every instance runs it; the claim in reminder_deliveries makes each reminder go out once, whichever
// instance finds it first, and after a restart the ones missed meanwhile are found by looking back.

/** How often each instance looks for reminders that came due. */
export const REMINDER_TICK_MS = 30_000;
/** Quiet hours hold a reminder at most a day (and a clock change's hour). */
const LONGEST_HOLD_MS = 25 * 3_600_000;
/** How far back a run looks: a reminder held by quiet hours and then late up to the limit. */
const LOOK_BACK_MS = LONGEST_HOLD_MS + REMINDER_LATE_LIMIT_MS;
/** Reminders sent side by side in one run. */
const PARALLEL_DELIVERIES = 4;

export interface ReminderRun {
  sent: number;
  skipped: number;
}

interface Fire {
  userId: string;
  reminderKey: string;
  kind: ReminderKind;
  itemId: string;
  slot: string | null;
  at: Date;
}

/** The fire times after `from` and at or before `now` of every task, habit and snooze, keyed. */
async function firesBetween(ctx: RemindersContext, from: Date, now: Date): Promise<{ fires: Fire[]; people: Map<string, ReminderPerson> }> {
  // Local due dates from a day before the look-back to two days ahead cover every zone and '1 day before'.
  const [tasks, habits, snoozes] = await Promise.all([
    taskCandidates(ctx.db, { fromDate: addDays(from.toISOString().slice(0, 10), -1), toDate: addDays(now.toISOString().slice(0, 10), 2) }),
    habitCandidates(ctx.db),
    snoozesBetween(ctx.db, { from: from.toISOString(), to: now.toISOString() }),
  ]);
  const people = await reminderPeople(ctx.db, [...new Set([...tasks, ...habits, ...snoozes].map((item) => item.userId))]);
  const fires: Fire[] = [];
  const wallClock = memoizedWallClock();
  for (const task of tasks) {
    const person = people.get(task.userId);
    if (!person) continue;
    const at = taskFireTime(task, zoneOf(person));
    // A task created after its reminder's time (due in ten minutes, reminded an hour before) has missed it.
    if (at.getTime() <= Date.parse(toIsoTimestamp(task.createdAt))) continue;
    fires.push({ userId: task.userId, reminderKey: `task:${task.id}:${at.toISOString()}`, kind: 'task', itemId: task.id, slot: null, at });
  }
  for (const habit of habits) {
    const person = people.get(habit.userId);
    if (!person) continue;
    // A time added (or a habit made) today fires from its next turn, not for the hours already gone.
    const since = new Date(Math.max(from.getTime(), Date.parse(toIsoTimestamp(habit.updatedAt))));
    for (const fire of habitFireTimes(habit, { from: since, to: now }, zoneOf(person), wallClock)) {
      const slot = `${fire.localDate}T${fire.time}`;
      fires.push({ userId: habit.userId, reminderKey: `habit:${habit.id}:${slot}`, kind: 'habit', itemId: habit.id, slot, at: fire.at });
    }
  }
  for (const snooze of snoozes) {
    fires.push({ userId: snooze.userId, reminderKey: `snooze:${snooze.deliveryId}`, kind: snooze.kind, itemId: snooze.itemId, slot: snooze.slot, at: new Date(snooze.fireAt) });
  }
  return { fires: fires.filter((fire) => fire.at > from && fire.at <= now), people };
}

/** When each fire goes out (quiet hours), and what to do with it now: send, record as skipped, or wait. */
function dueNow(fires: readonly Fire[], people: Map<string, ReminderPerson>, now: Date): DueReminder[] {
  const due: DueReminder[] = [];
  for (const fire of fires) {
    const person = people.get(fire.userId)!;
    const quiet: QuietHours | null = person.quietHours;
    const release = releaseTime(fire.at, quiet, zoneOf(person));
    const verdict = deliveryVerdict(release.at, now);
    if (verdict.kind === 'wait') continue;
    due.push({ userId: fire.userId, reminderKey: fire.reminderKey, kind: fire.kind, itemId: fire.itemId, slot: fire.slot, releaseAt: release.at, held: release.held, verdict });
  }
  return due.sort((a, b) => a.releaseAt.getTime() - b.releaseAt.getTime());
}

/**
 * One run: every reminder whose time (after quiet hours) is in (now − 6 h, now] and that no run has
 * settled yet is claimed and sent, with its lateness when late; one past the limit is recorded as
 * skipped. Tests call it with the test clock's instant; two instances may run it at the same moment.
 */
export async function runDueReminders(ctx: RemindersContext, now: Date): Promise<ReminderRun> {
  const { fires, people } = await firesBetween(ctx, new Date(now.getTime() - LOOK_BACK_MS), now);
  const memory = ctx.settled;
  for (const [key, at] of memory) if (at <= now.getTime() - LOOK_BACK_MS) memory.delete(key);
  const nameOf = (reminder: DueReminder) => `${reminder.userId} ${reminder.reminderKey}`;
  const unknown = dueNow(fires, people, now).filter((reminder) => !memory.has(nameOf(reminder)));
  const { settled, final } = await settledKeys(ctx.db, unknown.map((reminder) => reminder.reminderKey), new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString());
  for (const reminder of unknown) if (final.has(nameOf(reminder))) memory.set(nameOf(reminder), reminder.releaseAt.getTime());
  const open = unknown.filter((reminder) => !settled.has(nameOf(reminder)));
  const run: ReminderRun = { sent: 0, skipped: 0 };
  let next = 0;
  const worker = async () => {
    while (next < open.length) {
      const reminder = open[next++]!;
      try {
        const result = await deliverReminder(ctx, reminder, people.get(reminder.userId)!, now);
        if (result === 'sent') run.sent += 1;
        if (result === 'skipped') run.skipped += 1;
        if (result !== 'taken') memory.set(nameOf(reminder), reminder.releaseAt.getTime());
      } catch (error) {
        // Left claimed: taken again after the claim timeout.
        ctx.logger.warn({ err: error, reminder: reminder.reminderKey.split(':').slice(0, 2).join(':') }, 'reminder delivery failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_DELIVERIES, open.length) }, worker));
  return run;
}

/**
 * Runs the scheduler every REMINDER_TICK_MS on this instance (not keeping the process alive), one run at
 * a time. The returned stop waits for a run in progress.
 */
export function startReminderScheduler(ctx: RemindersContext, intervalMs = REMINDER_TICK_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueReminders(ctx, ctx.clock.now())
      .then(
        () => undefined,
        (error: unknown) => ctx.logger.warn({ err: error }, 'reminder run failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
