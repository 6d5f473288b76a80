import { addDays, builtOnce } from '@cadence/shared';
import { localDateOf } from '../../../lib/local-date';

// One formatter each, made once: the history formats up to hundreds of times per render.

const timeFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }));
const dayFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));
const dateTimeFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }));

export function formatTimeOfDay(iso: string): string {
  return timeFormat().format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}

/** 'Today', 'Yesterday', or the weekday and date, for the history's day headings. */
export function dayHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dayFormat().format(new Date(year, month - 1, date));
}

/** The value of a datetime-local input ('YYYY-MM-DDTHH:mm') for an instant, in the browser's zone. */
export function toDateTimeLocal(date: Date): string {
  return `${localDateOf(date)}T${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** Groups activities (already newest first) by their local day, keeping the order. */
export function groupByDay<T extends { startedAt: string }>(items: readonly T[]): Array<{ day: string; items: T[] }> {
  const groups: Array<{ day: string; items: T[] }> = [];
  for (const item of items) {
    const day = localDateOf(new Date(item.startedAt));
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
