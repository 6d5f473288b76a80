import { addDays, DEFAULT_WEEK_START, periodAround, periodDone, weekStartOf, type HabitFrequency, type WeekStart } from '@cadence/shared';

// The year's heat-map (docs/product/habits.md "Year"; issue 18 item 4): 53 weeks up to this one, a column
// per week (from the person's first day of the week, as every calendar of the screen), a row per weekday.

export const YEAR_WEEKS = 53;

/** The weeks shown, oldest first, each its seven dates; a day after today is null. */
export function yearWeeks(today: string, weekStart: WeekStart = DEFAULT_WEEK_START): Array<Array<string | null>> {
  const first = yearStart(today, weekStart);
  return Array.from({ length: YEAR_WEEKS }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => {
      const date = addDays(first, week * 7 + day);
      return date > today ? null : date;
    }),
  );
}

/** The first day the heat-map shows. */
export function yearStart(today: string, weekStart: WeekStart = DEFAULT_WEEK_START): string {
  return addDays(weekStartOf(today, weekStart), -7 * (YEAR_WEEKS - 1));
}

/**
 * How a day reads on the map: 'done' when marked; for a weekly or monthly habit, 'period' when another
 * day of its week or month was (the period counts as done, docs/product/habits.md "Periods"); else 'none'.
 */
export type YearDayLevel = 'done' | 'period' | 'none';

export function yearDayLevel(date: string, done: ReadonlySet<string>, sortedDone: readonly string[], frequency: HabitFrequency, weekStart: WeekStart = DEFAULT_WEEK_START): YearDayLevel {
  if (done.has(date)) return 'done';
  if (frequency === 'daily') return 'none';
  return periodDone(sortedDone, periodAround(date, frequency, weekStart)) ? 'period' : 'none';
}

/** How many periods of the year were done, and of how many: days, weeks or months. */
export function yearSummary(today: string, sortedDone: readonly string[], frequency: HabitFrequency, weekStart: WeekStart = DEFAULT_WEEK_START): { done: number; of: number } {
  const start = yearStart(today, weekStart);
  if (frequency === 'daily') return { done: sortedDone.filter((date) => date >= start && date <= today).length, of: 0 };
  const seen = new Set<string>();
  const periods: string[] = [];
  for (let date = start; date <= today; date = addDays(date, frequency === 'weekly' ? 7 : 1)) {
    const period = periodAround(date, frequency, weekStart);
    if (seen.has(period.first)) continue;
    seen.add(period.first);
    periods.push(period.first);
  }
  const done = periods.filter((first) => periodDone(sortedDone, periodAround(first, frequency, weekStart))).length;
  return { done, of: periods.length };
}
