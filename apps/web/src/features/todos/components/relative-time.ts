import { builtOnce } from '@cadence/shared';
// docs/product/todos.md "History": when a change happened, the way people say it ('5 minutes ago'),
// with the exact date and time kept for a tooltip.

const relativeFormat = builtOnce(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const sameYearFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }));
const otherYearFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' }));
const exactFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then 'Mar 3' (with the year when not this year). */
export function relativeTime(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relativeFormat().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relativeFormat().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relativeFormat().format(-Math.max(1, calendarDaysBetween(at, now)), 'day');
  return (at.getFullYear() === now.getFullYear() ? sameYearFormat() : otherYearFormat()).format(at);
}

/** Days between two instants' local calendar dates: yesterday evening is 1 day ago this morning. */
function calendarDaysBetween(from: Date, to: Date): number {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY);
}

/** The exact moment, in the browser's locale and zone: 'Mar 16, 2026, 9:05 AM'. */
export function exactTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : exactFormat().format(at);
}
