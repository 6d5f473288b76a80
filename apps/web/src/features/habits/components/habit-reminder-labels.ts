import { builtOnce, type WeekStart } from '@cadence/shared';

// How a habit's reminders read (docs/product/reminders.md "Habits").

/** ISO weekday (1 Monday … 7 Sunday) -> its name. */
const WEEKDAY_NAMES: Readonly<Record<number, string>> = { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' };

export function weekdayName(day: number): string {
  return WEEKDAY_NAMES[day] ?? String(day);
}

/** The ISO weekdays in the person's week order: Monday first, or Sunday first. */
export function weekdaysInOrder(weekStart: WeekStart): number[] {
  return weekStart === 'monday' ? [1, 2, 3, 4, 5, 6, 7] : [7, 1, 2, 3, 4, 5, 6];
}

const timeFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }));

/** A reminder time ('HH:MM', the person's wall clock) as this browser writes times: '7:30 AM' or '07:30'. */
export function reminderTimeLabel(time: string): string {
  const at = new Date(`1970-01-01T${time}:00.000Z`);
  return Number.isNaN(at.getTime()) ? time : timeFormat().format(at);
}

/**
 * The card's line: '7:30 AM, 9:00 PM' every day, or with the days: '7:30 AM · Mon, Wed, Fri'. None,
 * or all seven days, is every day.
 */
export function reminderSummary(times: readonly string[] | undefined, days: readonly number[] | undefined, weekStart: WeekStart): string | null {
  // Undefined: a habit saved in this browser before reminders existed (docs/product/offline.md "Offline").
  if (!times || times.length === 0) return null;
  if (!days) return times.map(reminderTimeLabel).join(', ');
  const at = times.map(reminderTimeLabel).join(', ');
  if (days.length === 0 || days.length === 7) return at;
  const chosen = new Set(days);
  return `${at} · ${weekdaysInOrder(weekStart)
    .filter((day) => chosen.has(day))
    .map((day) => weekdayName(day).slice(0, 3))
    .join(', ')}`;
}
