// Calendar arithmetic on 'YYYY-MM-DD' dates (docs/product/todos.md "Dates"). A due date is a calendar
// day, not an instant: it is read and written in UTC so no time zone can move it to another day.

const DAY_MS = 86_400_000;

function toUtcMs(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to`: 1 when `to` is the day after `from`, negative when before. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 for Sunday through 6 for Saturday, as Date#getDay counts. */
export function weekdayOf(date: string): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/** The next day named `weekday` (0 Sunday … 6 Saturday) strictly after `today`: 1 to 7 days ahead. */
export function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - weekdayOf(today) + 7) % 7;
  return addDays(today, ahead === 0 ? 7 : ahead);
}

/** "Next week": the Monday after `today` (docs/product/todos.md "Dates"). */
export function startOfNextWeek(today: string): string {
  return nextWeekday(today, 1);
}

/**
 * How a due date stands against the person's today (docs/product/todos.md "Dates"): 'week' covers
 * the five days after tomorrow, so today, tomorrow and 'week' together are the seven days from today.
 */
export type DueDateStanding = 'past' | 'today' | 'tomorrow' | 'week' | 'later';

export function dueDateStanding(dueDate: string, today: string): DueDateStanding {
  const days = daysBetween(today, dueDate);
  if (days < 0) return 'past';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return days <= 6 ? 'week' : 'later';
}
