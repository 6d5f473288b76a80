import type { HabitStats } from './habit';
import { HABIT_RATE_WINDOW_DAYS, type HabitFrequency } from './habit-constants';
import { addDays, DEFAULT_WEEK_START, type WeekStart } from '../calendar/calendar-days';
import { periodOf } from './habit-periods';

// docs/architecture.md "Server-owned state", docs/product/habits.md "Streak": the numbers of a habit are computed from its log of done
// dates every time, never counted up and down, so they cannot drift.

/** The periods with at least one done date, ascending, each once. */
export function completedPeriods(dates: readonly string[], frequency: HabitFrequency, weekStart: WeekStart = DEFAULT_WEEK_START): number[] {
  const periods = [...new Set(dates.map((date) => periodOf(date, frequency, weekStart)))];
  return periods.sort((a, b) => a - b);
}

/**
 * The run of consecutive periods ending with the latest done one, provided that one is the current
 * period, the previous one (the current is still open), or later than the current one (it was done in
 * a zone ahead of this one: docs/product/habits.md "Time zones"). Otherwise the streak is broken: 0.
 */
export function currentRun(periods: readonly number[], currentPeriod: number): number {
  let index = periods.length - 1;
  if (index < 0 || periods[index]! < currentPeriod - 1) return 0;
  let run = 1;
  while (index > 0 && periods[index - 1] === periods[index]! - 1) {
    run += 1;
    index -= 1;
  }
  return run;
}

export function longestRun(periods: readonly number[]): number {
  let best = 0;
  let run = 0;
  for (let index = 0; index < periods.length; index += 1) {
    run = index > 0 && periods[index] === periods[index - 1]! + 1 ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

export function currentStreak(dates: readonly string[], frequency: HabitFrequency, today: string, weekStart: WeekStart = DEFAULT_WEEK_START): number {
  return currentRun(completedPeriods(dates, frequency, weekStart), periodOf(today, frequency, weekStart));
}

export function bestStreak(dates: readonly string[], frequency: HabitFrequency, weekStart: WeekStart = DEFAULT_WEEK_START): number {
  return longestRun(completedPeriods(dates, frequency, weekStart));
}

export interface HabitDay {
  /** The user's local date now. */
  today: string;
  /** The user's local date when the habit was created. */
  createdOn: string;
  /** The day the person's weeks begin on (docs/product/accounts.md "Preferences"); Sunday when absent. */
  weekStart?: WeekStart;
}

/**
 * docs/product/habits.md "Completion rate": of the periods in the last 30 days since the habit began,
 * the share done, as a whole percentage. The current period counts only once done: until it ends it is
 * not a miss.
 */
export function completionRate(dates: readonly string[], frequency: HabitFrequency, { today, createdOn, weekStart = DEFAULT_WEEK_START }: HabitDay): number {
  const sorted = [...dates].sort();
  const latest = sorted.at(-1);
  const end = latest !== undefined && latest > today ? latest : today;
  const windowStart = addDays(end, 1 - HABIT_RATE_WINDOW_DAYS);
  const earliest = sorted[0] !== undefined && sorted[0] < createdOn ? sorted[0] : createdOn;
  const start = earliest > windowStart ? earliest : windowStart;
  const first = periodOf(start, frequency, weekStart);
  const last = periodOf(end, frequency, weekStart);
  // A week or month partly inside the window counts whole, done if it was done on any of its days.
  const done = new Set(sorted.map((date) => periodOf(date, frequency, weekStart)).filter((period) => period >= first && period <= last));
  const counted = last - first + 1 - (done.has(last) ? 0 : 1);
  return counted <= 0 ? 0 : Math.round((100 * done.size) / counted);
}

/** Everything a card shows that is computed from the log. */
export function habitStats(dates: readonly string[], frequency: HabitFrequency, day: HabitDay): HabitStats {
  const periods = completedPeriods(dates, frequency, day.weekStart);
  return {
    streak: currentRun(periods, periodOf(day.today, frequency, day.weekStart)),
    bestStreak: longestRun(periods),
    completionRate: completionRate(dates, frequency, day),
  };
}
