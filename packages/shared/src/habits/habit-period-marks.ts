import { addDays, addMonths, DEFAULT_WEEK_START, monthStartOf, weekStartOf, type WeekStart } from '../calendar/calendar-days';

import { HABIT_LOG_WINDOW_DAYS, HABIT_STRIP_PERIODS, type HabitFrequency } from './habit-constants';

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
export function periodTapChanges(completions: readonly string[], period: HabitPeriod, today: string): Array<{ date: string; done: boolean }> {
  const done = doneDaysIn(completions, period);
  return done.length === 0 ? [{ date: dayToMark(period, today), done: true }] : done.map((date) => ({ date, done: false }));
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
