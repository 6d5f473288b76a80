import { builtOnce } from '@cadence/shared';
// One formatter each, made once. Instants are shown in the browser's zone, the one the server used
// for "today" (docs/product/dashboard.md "Today").

const longDate = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }));
const entryDate = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric' }));
const clockTime = builtOnce(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }));

/** 'YYYY-MM-DD' as 'Wednesday, March 4' (a calendar date: formatted at noon UTC so no zone moves it). */
export function formatLongDate(date: string): string {
  return longDate().format(new Date(`${date}T12:00:00Z`));
}

export function formatEntryDate(iso: string): string {
  return entryDate().format(new Date(iso));
}

export function formatClockTime(iso: string): string {
  return clockTime().format(new Date(iso));
}
