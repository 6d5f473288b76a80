import { addDays, builtOnce } from '@cadence/shared';

// How the journal names days and times, in the browser's locale and zone (the server is told the same
// zone, so an entry's `date` is the day it was written where the person is). Formatters are made once.

const timeFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }));
const momentFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
// Calendar dates ('YYYY-MM-DD') are formatted in UTC, so no zone moves the day.
const dayFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }));
const dayWithYearFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
const shortDayFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** '9:41 PM': when an entry was written, shown on its card. */
export function formatEntryTime(iso: string): string {
  return timeFormat().format(new Date(iso));
}

/** 'Mar 10, 2026, 9:41 PM': names an entry in its buttons ('Edit entry from …'). */
export function formatEntryMoment(iso: string): string {
  return momentFormat().format(new Date(iso));
}

/** A day group's heading: 'Today', 'Yesterday', 'Monday, March 9', with the year when it is not this year's. */
export function dayHeading(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  const at = new Date(`${date}T00:00:00.000Z`);
  return (date.slice(0, 4) === today.slice(0, 4) ? dayFormat() : dayWithYearFormat()).format(at);
}

/** 'Mar 9': a day on the mood chart's axis and in its table. */
export function formatShortDay(date: string): string {
  return shortDayFormat().format(new Date(`${date}T00:00:00.000Z`));
}

const monthFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** 'March 2027' for a month 'YYYY-MM' (docs/product/journal.md "Months and on this day"). */
export function formatMonthName(month: string): string {
  return monthFormat().format(new Date(`${month}-01T00:00:00.000Z`));
}

/** 'Tuesday, March 10, 2026': an earlier day of 'On this day'. */
export function formatLongDay(date: string): string {
  return dayWithYearFormat().format(new Date(`${date}T00:00:00.000Z`));
}
