import type { HabitStats } from './habit';
import { HABIT_RATE_WINDOW_DAYS, type HabitFrequency } from './habit-constants';
import { addDays, DEFAULT_WEEK_START, firstWeekdayOf, type WeekStart } from '../calendar/calendar-days';
import { periodOf } from './habit-periods';
import { periodDayRange, restDayNumbers, targetOf, type HabitBreakRange } from './habit-targets';

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
 * docs/product/habits.md "Targets" and "Rest days": how many done days a period needs (null: one) and the
 * days the habit rests (its own breaks and the person's breaks for every habit).
 */
export interface HabitRules {
  targetCount?: number | null;
  breaks?: readonly HabitBreakRange[];
}

/** A habit's periods as the streak reads them: which met their target, and which were entirely rest. */
export interface PeriodLog {
  /** The periods whose done days reached the target, ascending. */
  met: number[];
  isRest: (period: number) => boolean;
}

/** docs/product/habits.md "Targets": a period meets its target when its done days are at least the target. */
export function periodLog(dates: readonly string[], frequency: HabitFrequency, rules: HabitRules = {}, weekStart: WeekStart = DEFAULT_WEEK_START): PeriodLog {
  const target = targetOf(rules.targetCount);
  const doneDays = new Map<number, number>();
  for (const date of new Set(dates)) {
    const period = periodOf(date, frequency, weekStart);
    doneDays.set(period, (doneDays.get(period) ?? 0) + 1);
  }
  const met = [...doneDays].filter(([, count]) => count >= target).map(([period]) => period).sort((a, b) => a - b);
  const rest = rules.breaks && rules.breaks.length > 0 ? restDayNumbers(rules.breaks) : null;
  const firstWeekday = firstWeekdayOf(weekStart);
  // docs/product/habits.md "Rest days": a period is rest only when every one of its days is.
  const isRest = (period: number) => {
    if (!rest) return false;
    const { first, last } = periodDayRange(period, frequency, firstWeekday);
    for (let day = first; day <= last; day += 1) if (!rest.has(day)) return false;
    return true;
  };
  return { met, isRest };
}

/**
 * currentRun with rest: from the current period (or a later met one, done in a zone ahead) back, met
 * periods count, rest periods are stepped over (they neither break nor extend the run), and the first
 * other period ends it, except the current period while it is still open.
 */
export function currentRunWithRest({ met, isRest }: PeriodLog, currentPeriod: number): number {
  if (met.length === 0) return 0;
  const metSet = new Set(met);
  const earliest = met[0]!;
  let run = 0;
  for (let period = Math.max(currentPeriod, met.at(-1)!); period >= earliest; period -= 1) {
    if (metSet.has(period)) run += 1;
    else if (isRest(period) || (run === 0 && period >= currentPeriod)) continue;
    else break;
  }
  return run;
}

/** longestRun with rest: the most met periods in a row, rest periods between them stepped over. */
export function longestRunWithRest({ met, isRest }: PeriodLog): number {
  let best = 0;
  let run = 0;
  for (let index = 0; index < met.length; index += 1) {
    let joined = index > 0;
    for (let period = index > 0 ? met[index - 1]! + 1 : 0; joined && period < met[index]!; period += 1) joined = isRest(period);
    run = joined ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

/**
 * docs/product/habits.md "Completion rate": of the periods in the last 30 days since the habit began,
 * the share done, as a whole percentage. The current period counts only once done: until it ends it is
 * not a miss. With a target a period is done when it met it; a period entirely rest is left out.
 */
export function completionRate(dates: readonly string[], frequency: HabitFrequency, { today, createdOn, weekStart = DEFAULT_WEEK_START }: HabitDay, rules: HabitRules = {}): number {
  const sorted = [...dates].sort();
  const latest = sorted.at(-1);
  const end = latest !== undefined && latest > today ? latest : today;
  const windowStart = addDays(end, 1 - HABIT_RATE_WINDOW_DAYS);
  const earliest = sorted[0] !== undefined && sorted[0] < createdOn ? sorted[0] : createdOn;
  const start = earliest > windowStart ? earliest : windowStart;
  const first = periodOf(start, frequency, weekStart);
  const last = periodOf(end, frequency, weekStart);
  // A week or month partly inside the window counts whole, done if it met its target on its days.
  const log = periodLog(sorted, frequency, rules, weekStart);
  const done = new Set(log.met.filter((period) => period >= first && period <= last));
  let counted = 0;
  for (let period = first; period <= last; period += 1) {
    if (done.has(period)) counted += 1;
    else if (period !== last && !log.isRest(period)) counted += 1;
  }
  return counted <= 0 ? 0 : Math.round((100 * done.size) / counted);
}

/** Everything a card shows that is computed from the log (docs/product/habits.md "Streak", "Targets", "Rest days"). */
export function habitStats(dates: readonly string[], frequency: HabitFrequency, day: HabitDay, rules: HabitRules = {}): HabitStats {
  const log = periodLog(dates, frequency, rules, day.weekStart);
  return {
    streak: currentRunWithRest(log, periodOf(day.today, frequency, day.weekStart)),
    bestStreak: longestRunWithRest(log),
    completionRate: completionRate(dates, frequency, day, rules),
  };
}
