import { daysBetween } from '../calendar/calendar-days';
import { latenessText } from './reminder-times';

// What a reminder's notification says (docs/product/reminders.md "What a reminder says"). Only the
// encrypted payload carries it (docs/product/reminders.md "Privacy").

export interface ReminderCircumstances {
  /** Held to the end of the person's quiet hours. */
  held: boolean;
  /** Minutes late, when more than two (a restart, an outage); null on time. */
  lateMinutes: number | null;
}

const SEPARATOR = ' · ';

function withCircumstances(first: string, { held, lateMinutes }: ReminderCircumstances): string {
  const parts = [first];
  if (held) parts.push('Held for your quiet hours');
  if (lateMinutes !== null) parts.push(latenessText(lateMinutes));
  return parts.join(SEPARATOR);
}

/** 'Due at 15:00', 'Due tomorrow at 15:00' (a '1 day before' reminder), '… · 25 min late'. `today` is the person's date when it is sent. */
export function taskReminderBody(task: { dueDate: string; dueTime: string }, today: string, circumstances: ReminderCircumstances): string {
  const days = daysBetween(today, task.dueDate);
  const when = days === 0 ? `Due at ${task.dueTime}` : days === 1 ? `Due tomorrow at ${task.dueTime}` : days === -1 ? `Due yesterday at ${task.dueTime}` : `Due on ${task.dueDate} at ${task.dueTime}`;
  return withCircumstances(when, circumstances);
}

/** 'Time for your habit (07:30)'. */
export function habitReminderBody(time: string, circumstances: ReminderCircumstances): string {
  return withCircumstances(`Time for your habit (${time})`, circumstances);
}
