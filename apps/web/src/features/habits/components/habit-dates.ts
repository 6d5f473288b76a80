import { addDays, builtOnce, DEFAULT_WEEK_START, firstWeekdayOf, monthStartOf, weekdayOf, type WeekStart, weekStartOf } from '@cadence/shared';

// The calendar the habits screen draws, on local dates 'YYYY-MM-DD' (docs/architecture.md "Server-owned state"). Weeks run Sunday to
// Saturday (docs/product/habits.md "Periods").

/** The last `count` days, oldest first, today last (docs/product/habits.md "Card": the 7-day strip). */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** The week of `today`, from the person's first day of the week (Sunday unless they chose Monday: docs/product/accounts.md "Preferences"). */
export function weekOf(today: string, weekStart: WeekStart = DEFAULT_WEEK_START): string[] {
  const first = weekStartOf(today, weekStart);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The month of `today` as rows of 7 (from the first day of the week), with null where a row reaches into another month. */
export function monthGrid(today: string, weekStart: WeekStart = DEFAULT_WEEK_START): Array<Array<string | null>> {
  const first = monthStartOf(today);
  const days: Array<string | null> = Array.from({ length: (weekdayOf(first) - firstWeekdayOf(weekStart) + 7) % 7 }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, row) => days.slice(row * 7, row * 7 + 7));
}

// Local dates are formatted in UTC, so no zone moves the day. One formatter each, made once.
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const fullDay = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }));
const shortWeekday = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }));
const narrowWeekday = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'narrow', timeZone: 'UTC' }));
const monthTitle = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const shortMonth = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' }));
const shortDate = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }));
const longDate = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' }));

/** 'Tuesday, March 10' (in the browser's language). */
export const formatDay = (date: string) => fullDay().format(utc(date));
export const formatShortWeekday = (date: string) => shortWeekday().format(utc(date));
export const formatNarrowWeekday = (date: string) => narrowWeekday().format(utc(date));
export const formatMonth = (date: string) => monthTitle().format(utc(date));
export const dayOfMonth = (date: string) => Number(date.slice(8, 10));
/** 'Mar' */
export const formatShortMonth = (date: string) => shortMonth().format(utc(date));
/** 'Mar 8' */
export const formatShortDate = (date: string) => shortDate().format(utc(date));
/** 'Week of March 8' (the week's Sunday). */
export const formatWeekOf = (sunday: string) => `Week of ${longDate().format(utc(sunday))}`;
