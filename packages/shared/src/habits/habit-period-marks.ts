import { addDays, addMonths, DEFAULT_WEEK_START, monthStartOf, weekStartOf, type WeekStart } from '../calendar/calendar-days';

import { HABIT_LOG_WINDOW_DAYS, HABIT_STRIP_PERIODS, type HabitFrequency } from './habit-constants';
import { targetOf } from './habit-targets';

// docs/product/habits.md "Card" and "Marking days" (issue 18 item 4): the card shows a habit by its own
// periods (days, weeks from the person's first day of the week — Sunday unless they chose Monday,
// docs/product/accounts.md "Preferences" —, or months) and each one can be tapped. A period is done
// when at least one of its days is marked done (docs/product/habits.md "Periods").

export interface HabitPeriod {
  /** The period's first and last local dates. */
  first: string;
  last: string;
}

/** The period of `frequency` that holds `date`. */
export function periodAround(date: string, frequency: HabitFrequency, weekStart: WeekStart = DEFAULT_WEEK_START): HabitPeriod {
  if (frequency === 'daily') return { first: date, last: date };
  if (frequency === 'weekly') {
    const first = weekStartOf(date, weekStart);
    return { first, last: addDays(first, 6) };
  }
  const first = monthStartOf(date);
  return { first, last: addDays(addMonths(first, 1), -1) };
}

/** The last `count` periods, oldest first, ending with the one that holds today. */
export function recentPeriods(frequency: HabitFrequency, today: string, count = HABIT_STRIP_PERIODS, weekStart: WeekStart = DEFAULT_WEEK_START): HabitPeriod[] {
  const periods: HabitPeriod[] = [];
  let period = periodAround(today, frequency, weekStart);
  for (let index = 0; index < count; index += 1) {
    periods.unshift(period);
    period = periodAround(addDays(period.first, -1), frequency, weekStart);
  }
  return periods;
}

/** The days of `period` marked done (completions are sorted local dates). */
export function doneDaysIn(completions: readonly string[], period: HabitPeriod): string[] {
  return completions.filter((date) => date >= period.first && date <= period.last);
}

export function periodDone(completions: readonly string[], period: HabitPeriod): boolean {
  return completions.some((date) => date >= period.first && date <= period.last);
}

/**
 * The day a tap marks when the period is not done: today in the current period, else the period's
 * last day (a day to come is never marked, docs/product/habits.md "Marking days").
 */
export function dayToMark(period: HabitPeriod, today: string): string {
  return period.last < today ? period.last : today < period.first ? period.first : today;
}

/**
 * The changes one tap on a period makes: a period not done gets one day marked (dayToMark); a done
 * period has every done day un-marked, so it reads not done.
 */
export function periodTapChanges(completions: readonly string[], period: HabitPeriod, today: string, targetCount: number | null = null): Array<{ date: string; done: boolean }> {
  const done = doneDaysIn(completions, period);
  const unmarkAll = done.map((date) => ({ date, done: false }));
  if (done.length >= targetOf(targetCount)) return unmarkAll;
  // docs/product/habits.md "Targets": a period short of its target gets one more day, the latest not done
  // yet on or before today; with none left to mark, the tap un-marks it as for a done period.
  for (let date = dayToMark(period, today); date >= period.first; date = addDays(date, -1)) if (!done.includes(date)) return [{ date, done: true }];
  return unmarkAll;
}

/** docs/product/habits.md "Targets": the done days of `period` and how many it asks for. */
export function periodProgress(completions: readonly string[], period: HabitPeriod, targetCount: number | null): { done: number; target: number } {
  return { done: doneDaysIn(completions, period).length, target: targetOf(targetCount) };
}

/** A period met its target (once, for a plain habit: periodDone). */
export function periodMet(completions: readonly string[], period: HabitPeriod, targetCount: number | null): boolean {
  const { done, target } = periodProgress(completions, period, targetCount);
  return done >= target;
}

/**
 * The first day of the log a habit's list entry carries: the last 90 days, or for a monthly habit its
 * card's seven months (from the first day of the month six months back), whichever is longer.
 */
export function habitLogWindowStart(frequency: HabitFrequency, today: string): string {
  const days = addDays(today, 1 - HABIT_LOG_WINDOW_DAYS);
  if (frequency !== 'monthly') return days;
  const months = monthStartOf(addMonths(monthStartOf(today), 1 - HABIT_STRIP_PERIODS));
  return months < days ? months : days;
}
