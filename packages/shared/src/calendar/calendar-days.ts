// Calendar arithmetic on 'YYYY-MM-DD' dates (due dates, local days of entries, habit logs, the
// dashboard's days). A date is a day number here (days since 1970-01-01), computed in UTC, so no time
// zone or daylight-saving change can move it: the user's zone only decides which date is "today"
// (docs/architecture.md "Server-owned state").

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD'. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** The 'YYYY-MM-DD' of a day number. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to`: 1 when `to` is the day after `from`, negative when before. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 for Sunday to 6 for Saturday, as Date#getDay counts (1970-01-01 was a Thursday). */
export function weekdayOf(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The dates from `first` to `last`, both included, in order; none when `last` is before `first`. */
export function datesBetween(first: string, last: string): string[] {
  const start = dayNumber(first);
  return Array.from({ length: Math.max(0, dayNumber(last) - start + 1) }, (_, index) => dateOfDayNumber(start + index));
}

/** The same day of the month `months` months after `date` (before it when negative); a day the month lacks becomes its last day (31 Jan + 1 → 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first day of the month holding `date`. */
export function monthStartOf(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** The day a person's weeks begin on: Sunday by default, Monday when they choose it (docs/product/accounts.md "Preferences"). */
export const WEEK_STARTS = ['sunday', 'monday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
export const DEFAULT_WEEK_START: WeekStart = 'sunday';

/** The weekday number (0 Sunday, 1 Monday) a week begins on. */
export function firstWeekdayOf(weekStart: WeekStart): number {
  return weekStart === 'monday' ? 1 : 0;
}

/**
 * The first day of the week holding `date`: its Sunday (weeks run Sunday to Saturday:
 * docs/product/habits.md "Periods"), or its Monday for a person whose weeks begin on Monday.
 */
export function weekStartOf(date: string, weekStart: WeekStart = DEFAULT_WEEK_START): string {
  return addDays(date, -((weekdayOf(date) - firstWeekdayOf(weekStart) + 7) % 7));
}
