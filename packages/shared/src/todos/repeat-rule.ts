import { z } from '../zod';
import { addDays } from '../calendar/calendar-days';
import { isoWeekdayOf } from '../reminders/reminder-times';
import { isCalendarDate } from '../calendar/local-date';
import { unknownFieldsMessage } from './todo-messages';

// docs/product/todos.md "Repeating tasks" (issue 22 §1): a task's repeat rule, and the date of its next
// occurrence. Dates are calendar days ('YYYY-MM-DD'): no time zone or daylight-saving change moves
// them; the zone only decides which date a completion happened on (the server passes that date in).
// A small rule of our own rather than RFC 5545 (decision 021).

export const REPEAT_UNITS = ['day', 'weekday', 'week', 'month', 'year'] as const;
export type RepeatUnit = (typeof REPEAT_UNITS)[number];
/** 'due': the next date follows the schedule from the due date ("every"); 'completion': from the day it was done ("every!"). */
export const REPEAT_FROM = ['due', 'completion'] as const;
export type RepeatFrom = (typeof REPEAT_FROM)[number];
export const REPEAT_INTERVAL_MAX = 365;
export const REPEAT_COUNT_MAX = 1000;

export const REPEAT_MESSAGES = {
  invalidUnit: 'Repeat must be every day, weekday, week, month or year',
  invalidInterval: `Repeat interval must be a whole number from 1 to ${REPEAT_INTERVAL_MAX}`,
  invalidWeekdays: 'Weekdays must be numbers from 1 (Monday) to 7 (Sunday)',
  weekdaysOnlyWeekly: 'Weekdays can only be chosen for a weekly repeat',
  invalidMonthDay: 'Day of the month must be a whole number from 1 to 31',
  monthDayOnlyMonthly: 'A day of the month can only be chosen for a monthly or yearly repeat',
  weekdayInterval: 'Every weekday repeats each working day: its interval must be 1',
  invalidFrom: 'Repeat from must be due or completion',
  invalidUntil: 'Repeat end date must be a real date in the form YYYY-MM-DD',
  invalidCount: `Repeat count must be a whole number from 1 to ${REPEAT_COUNT_MAX.toLocaleString('en-US')}`,
  untilAndCount: 'Choose an end date or a number of times, not both',
  invalidScope: 'Repeat scope must be this or future',
} as const;

const strict = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys ?? []) : undefined,
};

/** The shape stored in todos.repeat_rule and sent by the API (null: the task does not repeat). */
export const repeatRuleSchema = z
  .strictObject(
    {
      every: z.enum(REPEAT_UNITS, { error: REPEAT_MESSAGES.invalidUnit }),
      interval: z.int({ error: REPEAT_MESSAGES.invalidInterval }).min(1, REPEAT_MESSAGES.invalidInterval).max(REPEAT_INTERVAL_MAX, REPEAT_MESSAGES.invalidInterval).default(1),
      /** ISO weekdays, 1 Monday … 7 Sunday; only for 'week'. Stored sorted, without repeats. */
      weekdays: z
        .array(z.int({ error: REPEAT_MESSAGES.invalidWeekdays }).min(1, REPEAT_MESSAGES.invalidWeekdays).max(7, REPEAT_MESSAGES.invalidWeekdays), { error: REPEAT_MESSAGES.invalidWeekdays })
        .min(1, REPEAT_MESSAGES.invalidWeekdays)
        .max(7, REPEAT_MESSAGES.invalidWeekdays)
        .transform((days) => [...new Set(days)].sort((a, b) => a - b))
        .optional(),
      /** 1 … 31; only for 'month' and 'year'. A month without that day uses its last day. */
      monthDay: z.int({ error: REPEAT_MESSAGES.invalidMonthDay }).min(1, REPEAT_MESSAGES.invalidMonthDay).max(31, REPEAT_MESSAGES.invalidMonthDay).optional(),
      from: z.enum(REPEAT_FROM, { error: REPEAT_MESSAGES.invalidFrom }).default('due'),
      /** The last date an occurrence may be due on (included). */
      until: z.string({ error: REPEAT_MESSAGES.invalidUntil }).refine(isCalendarDate, REPEAT_MESSAGES.invalidUntil).optional(),
      /** How many occurrences the series has in all, the first included. */
      count: z.int({ error: REPEAT_MESSAGES.invalidCount }).min(1, REPEAT_MESSAGES.invalidCount).max(REPEAT_COUNT_MAX, REPEAT_MESSAGES.invalidCount).optional(),
    },
    strict,
  )
  .superRefine((rule, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', message, path: [path] });
    if (rule.weekdays !== undefined && rule.every !== 'week') problem('weekdays', REPEAT_MESSAGES.weekdaysOnlyWeekly);
    if (rule.monthDay !== undefined && rule.every !== 'month' && rule.every !== 'year') problem('monthDay', REPEAT_MESSAGES.monthDayOnlyMonthly);
    if (rule.every === 'weekday' && rule.interval !== 1) problem('interval', REPEAT_MESSAGES.weekdayInterval);
    if (rule.until !== undefined && rule.count !== undefined) problem('count', REPEAT_MESSAGES.untilAndCount);
  });
export type RepeatRule = z.output<typeof repeatRuleSchema>;
/** A rule as a client may write it: interval and from may be left out. */
export type RepeatRuleInput = z.input<typeof repeatRuleSchema>;

/** "This task only" or "This and future tasks" (docs/product/todos.md "Repeating tasks"). */
export const REPEAT_SCOPES = ['this', 'future'] as const;
export type RepeatScope = (typeof REPEAT_SCOPES)[number];
export const repeatScopeSchema = z.enum(REPEAT_SCOPES, { error: REPEAT_MESSAGES.invalidScope });


function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `months` months after the month of `date`, on `day` or the month's last day when it has fewer. */
function monthsLater(date: string, months: number, day: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const dayOfMonth = Math.min(day, lastDayOfMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/**
 * The next date on the rule's schedule after `base` (always later than it). `base` is the due date
 * for 'due' rules, else the person's local date of the completion; end date and count are not looked
 * at here (nextOccurrenceDate).
 */
export function nextRepeatDate(rule: RepeatRule, base: string): string {
  switch (rule.every) {
    case 'day':
      return addDays(base, rule.interval);
    case 'weekday': {
      const iso = isoWeekdayOf(base);
      return addDays(base, iso >= 5 ? 8 - iso : 1);
    }
    case 'week': {
      if (rule.weekdays === undefined) return addDays(base, 7 * rule.interval);
      const iso = isoWeekdayOf(base);
      const laterThisWeek = rule.weekdays.find((day) => day > iso);
      if (laterThisWeek !== undefined) return addDays(base, laterThisWeek - iso);
      const monday = addDays(base, 1 - iso);
      return addDays(monday, 7 * rule.interval + rule.weekdays[0]! - 1);
    }
    case 'month':
      return monthsLater(base, rule.interval, rule.monthDay ?? Number(base.slice(8, 10)));
    case 'year':
      return monthsLater(base, 12 * rule.interval, rule.monthDay ?? Number(base.slice(8, 10)));
  }
}

/**
 * The due date of the occurrence after this one, or null when the series ends here: the count of
 * occurrences is reached, or the next date falls after the end date. With no due date, or a rule
 * counted from completion, the schedule runs from `completedOn` (the person's local date).
 */
export function nextOccurrenceDate(rule: RepeatRule, occurrence: { dueDate: string | null; completedOn: string; number: number }): string | null {
  if (rule.count !== undefined && occurrence.number >= rule.count) return null;
  const base = rule.from === 'due' && occurrence.dueDate !== null ? occurrence.dueDate : occurrence.completedOn;
  const next = nextRepeatDate(rule, base);
  return rule.until !== undefined && next > rule.until ? null : next;
}

/**
 * A rule pinned to its first due date, so the schedule cannot drift: a weekly rule without days keeps
 * the due date's weekday, a monthly or yearly one its day of the month (so the 31st stays the 31st
 * after a 30-day month). Only for rules that count from the due date.
 */
export function anchoredRepeatRule(rule: RepeatRule, dueDate: string | null): RepeatRule {
  if (dueDate === null || rule.from !== 'due') return rule;
  if (rule.every === 'week' && rule.weekdays === undefined) return { ...rule, weekdays: [isoWeekdayOf(dueDate)] };
  if ((rule.every === 'month' || rule.every === 'year') && rule.monthDay === undefined) return { ...rule, monthDay: Number(dueDate.slice(8, 10)) };
  return rule;
}

/**
 * The first due date of a new series that was given none (quick add's "every monday"): the first day
 * on the schedule from `today` on, today included.
 */
export function firstRepeatDate(rule: RepeatRule, today: string): string {
  if (rule.every === 'weekday' || (rule.every === 'week' && rule.weekdays !== undefined)) return nextRepeatDate({ ...rule, interval: 1 }, addDays(today, -1));
  if (rule.every === 'month' && rule.monthDay !== undefined) {
    const thisMonth = monthsLater(today, 0, rule.monthDay);
    return thisMonth >= today ? thisMonth : monthsLater(today, 1, rule.monthDay);
  }
  return today;
}

/** Two rules that schedule alike (after parsing). */
export function sameRepeatRule(a: RepeatRule | null, b: RepeatRule | null): boolean {
  return JSON.stringify(a === null ? null : canonical(a)) === JSON.stringify(b === null ? null : canonical(b));
}

function canonical(rule: RepeatRule) {
  return [rule.every, rule.interval, rule.weekdays ?? null, rule.monthDay ?? null, rule.from, rule.until ?? null, rule.count ?? null];
}
