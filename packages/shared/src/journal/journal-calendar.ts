import { addDays, addMonths } from '../calendar/calendar-days';
import type { JournalEntry } from './journal-entry';

// docs/product/journal.md "Months and on this day" (issue 18 §6): going to a month's entries, and the
// entries of this day in earlier months and years.

/** How far back 'On this day' looks in whole years. */
export const ON_THIS_DAY_YEARS = 10;
/** At most this many entries of one earlier day are shown. */
export const ON_THIS_DAY_PER_DAY = 3;

/** One day of the entries list: how many entries it has in all, whatever is loaded. */
export interface JournalDayCount {
  date: string;
  count: number;
}

/** GET /api/journal-months: a local month with entries, and how many. */
export interface JournalMonth {
  month: string;
  count: number;
}

/** One earlier day of 'On this day', and how long ago it was. */
export interface OnThisDayEntry extends JournalEntry {
  monthsAgo: number;
}

/** GET /api/journal-on-this-day. */
export interface OnThisDay {
  today: string;
  entries: OnThisDayEntry[];
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  return addMonths(`${month}-01`, 1).slice(0, 7);
}

/**
 * The earlier days 'On this day' looks at, newest first: this day of the month in each of the 11 months
 * before, then this date in each of the ON_THIS_DAY_YEARS years before. A month or year without this
 * day (the 31st, 29 February) is skipped rather than moved, so no earlier day shows on two days.
 */
export function onThisDayDates(today: string): Array<{ date: string; monthsAgo: number }> {
  const days: Array<{ date: string; monthsAgo: number }> = [];
  for (let months = 1; months < 12; months += 1) {
    const date = addMonths(today, -months);
    if (date.slice(8) === today.slice(8)) days.push({ date, monthsAgo: months });
  }
  for (let years = 1; years <= ON_THIS_DAY_YEARS; years += 1) {
    const date = addMonths(today, -12 * years);
    if (date.slice(5) === today.slice(5)) days.push({ date, monthsAgo: 12 * years });
  }
  return days;
}

/** 'A month ago', '3 months ago', 'A year ago', '2 years ago'. */
export function timeAgoLabel(monthsAgo: number): string {
  if (monthsAgo % 12 === 0) return monthsAgo === 12 ? 'A year ago' : `${monthsAgo / 12} years ago`;
  return monthsAgo === 1 ? 'A month ago' : `${monthsAgo} months ago`;
}

/** The first and last local dates of a month 'YYYY-MM'. */
export function monthDates(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: addDays(`${nextMonth(month)}-01`, -1) };
}
