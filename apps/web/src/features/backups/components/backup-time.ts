import { builtOnce } from '@cadence/shared';
// docs/product/backups.md "Where a person sees it": when the last backup was made, the way people say it
// ('3 hours ago'), beside the exact date and time in the person's zone.

const relativeFormat = builtOnce(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const exactFormat = builtOnce(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', '3 weeks ago'; never 'in …' (a clock a little behind the server's). */
export function timeAgo(iso: string, now: Date): string {
  const ago = Math.max(0, now.getTime() - Date.parse(iso));
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relativeFormat().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relativeFormat().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 14 * DAY) return relativeFormat().format(-Math.floor(ago / DAY), 'day');
  return relativeFormat().format(-Math.floor(ago / (7 * DAY)), 'week');
}

/** 'Mar 16, 2026, 9:05 AM' in the browser's zone. */
export function exactTime(iso: string): string {
  return exactFormat().format(new Date(iso));
}
