import type { HabitFrequency } from './habit-constants';

// Calendar arithmetic on local dates 'YYYY-MM-DD' (DESIGN §3: completions are stored by the user's
// local date). A date is a day number here (days since 1970-01-01), so no time zone or daylight-saving
// change can move it: the zone only decides which date is "today".

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD'. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** The 'YYYY-MM-DD' of a day number. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** 0 for Sunday to 6 for Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/**
 * The period a date falls in, as a whole number that grows by one from each period to the next: the
 * day itself, the week (Sunday to Saturday, as the calendar's columns; docs/product/habits.md
 * "Periods"), or the calendar month.
 */
export function periodOf(date: string, frequency: HabitFrequency): number {
  if (frequency === 'monthly') return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const day = dayNumber(date);
  return frequency === 'weekly' ? Math.floor((day + 4) / 7) : day;
}
