import { dayNumber } from '../calendar/calendar-days';
import type { HabitFrequency } from './habit-constants';

// docs/product/habits.md "Targets", "Rest days" and "Amounts" (issue 22 §5–7): the pure rules the
// streaks, the trackers and the server share.

/** The most times a period holds: a week has 7 days, a month at most 31; a day is done once. */
export const HABIT_TARGET_COUNT_MAX: Record<HabitFrequency, number> = { daily: 1, weekly: 7, monthly: 31 };
/** A numeric habit's target and a logged amount stay below this (docs/product/habits.md "Amounts"). */
export const HABIT_AMOUNT_MAX = 100_000;
export const HABIT_UNIT_MAX_LENGTH = 20;
/** A rest range spans at most this many days, both ends counted (docs/product/habits.md "Rest days"). */
export const HABIT_BREAK_MAX_DAYS = 90;
export const HABIT_BREAK_REASON_MAX_LENGTH = 100;

/** Days of rest: one day or a range, for one habit or (habitId null) for every habit. */
export interface HabitBreakRange {
  startDate: string;
  endDate: string;
}

/** Times per period a habit asks for: null is the spec's once per period. */
export function targetOf(targetCount: number | null | undefined): number {
  return targetCount ?? 1;
}

/** Whether `count` is a target the frequency's period can hold (1..7 a week, 1..31 a month, only 1 a day). */
export function targetCountFits(frequency: HabitFrequency, count: number | null): boolean {
  return count === null || (Number.isInteger(count) && count >= 1 && count <= HABIT_TARGET_COUNT_MAX[frequency]);
}

/** docs/product/habits.md "Amounts": a day of a numeric habit is done once its amount reaches the target. */
export function amountDone(amount: number, targetAmount: number): boolean {
  return amount >= targetAmount;
}

/** The day numbers of every rest day in `breaks` (ranges may overlap). */
export function restDayNumbers(breaks: readonly HabitBreakRange[]): Set<number> {
  const days = new Set<number>();
  for (const range of breaks) {
    const last = dayNumber(range.endDate);
    for (let day = dayNumber(range.startDate); day <= last; day += 1) days.add(day);
  }
  return days;
}

/** Whether `date` is inside one of `breaks`. */
export function isRestDay(date: string, breaks: readonly HabitBreakRange[]): boolean {
  return breaks.some((range) => range.startDate <= date && date <= range.endDate);
}

/** The day numbers of the first and last day of a period numbered as periodOf numbers them. */
export function periodDayRange(period: number, frequency: HabitFrequency, firstWeekday: number): { first: number; last: number } {
  if (frequency === 'daily') return { first: period, last: period };
  // periodOf: week = floor((day + 4 - firstWeekday) / 7), so its first day is 7·week − 4 + firstWeekday.
  if (frequency === 'weekly') {
    const first = 7 * period - 4 + firstWeekday;
    return { first, last: first + 6 };
  }
  const year = Math.floor(period / 12);
  const month = period - year * 12;
  const first = Date.UTC(year, month, 1) / 86_400_000;
  const last = Date.UTC(year, month + 1, 1) / 86_400_000 - 1;
  return { first, last };
}
