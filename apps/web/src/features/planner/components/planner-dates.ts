import { builtOnce, daysBetween } from '@cadence/shared';

// docs/product/planner.md "Days": dates are calendar days, formatted in UTC so no zone moves them.

const dayFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }));
const fullFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }));
const shortFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }));
const monthFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const weekdayFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }));

const atMidnight = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** Upcoming's day heading: 'Today', 'Tomorrow', else 'Wednesday, March 4'. */
export function dayHeading(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return dayFormat().format(atMidnight(date));
}

/** 'Wednesday, March 4, 2026'. */
export function fullDate(date: string): string {
  return fullFormat().format(atMidnight(date));
}

/** 'Mar 4', for an overdue task's due date. */
export function shortDate(date: string): string {
  return shortFormat().format(atMidnight(date));
}

/** 'March 2026'. */
export function monthTitle(month: string): string {
  return monthFormat().format(atMidnight(`${month.slice(0, 7)}-01`));
}

/** 'Mon'. */
export function weekdayName(date: string): string {
  return weekdayFormat().format(atMidnight(date));
}
