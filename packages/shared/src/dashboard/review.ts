import { PATTERN_MIN_DAYS_EACH_SIDE } from './dashboard-constants';

// docs/product/dashboard.md "Review" and "Patterns": mood, habits done and productive minutes per local
// day, and plain-language patterns between them, stated only with enough days on each side.

/** One local day of the review, as the server sends it. */
export interface ReviewDay {
  date: string;
  /** The day's average mood (journal entries and mood check-ins), one decimal; null without any. */
  mood: number | null;
  /** How many habits were marked done that day. */
  habitsDone: number;
  /** Work and learning logged that day, in whole minutes. */
  productiveMinutes: number;
}

/** A day as the patterns read it: its mood and the habits done on it. */
export interface PatternDay {
  date: string;
  mood: number | null;
  habitIds: readonly string[];
  productiveMinutes: number;
}

export interface PatternHabit {
  id: string;
  title: string;
  /**
   * The local date the habit was created: days before it are on neither side, unless the person
   * marked one of them done (the habits calendar lets them fill in past days): then the habit counts
   * from the first day marked done.
   */
  createdOn: string;
}

/** One comparison: the average mood on days with something, against days without it. */
export type MoodPattern =
  | { kind: 'stated'; subject: PatternSubject; moodWith: number; moodWithout: number; daysWith: number; daysWithout: number }
  | { kind: 'not-enough-data'; subject: PatternSubject; daysWith: number; daysWithout: number };

export type PatternSubject = { type: 'habit'; habitId: string; title: string } | { type: 'productive-hour' };

/** docs/product/dashboard.md "Patterns": a productive day has at least an hour of work and learning. */
export const PRODUCTIVE_DAY_MINUTES = 60;

/** A mean to one decimal (7.45 -> 7.5), as the sentences show it. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** A day's mood as the review shows it: the mean of all its moods, entries and check-ins alike, to one decimal; null without any. */
export function dayMood(moods: readonly number[]): number | null {
  return moods.length === 0 ? null : roundToTenth(mean(moods));
}

/** The review's days from `first` to `last` from moods on local dates (entries and check-ins alike): each day's mood by dayMood. */
export function moodDays(points: ReadonlyArray<{ date: string; value: number }>, dates: readonly string[]): Array<Pick<ReviewDay, 'date' | 'mood'>> {
  const byDate = new Map<string, number[]>(dates.map((date) => [date, []]));
  for (const point of points) byDate.get(point.date)?.push(point.value);
  return dates.map((date) => ({ date, mood: dayMood(byDate.get(date)!) }));
}

/** The mood of a range of days: the mean of the days' moods (each day once, as shown), to one decimal. */
export interface RangeMood {
  average: number;
  daysWithMood: number;
}

/**
 * docs/product/dashboard.md "Review": the one definition of a range's average mood, which the review's
 * sentence ('Averaged 6.8/10 over 5 days with a mood') and the AI insights both state (issue 18: the
 * insight said 8/10 from entries alone beside the review's 6.5/10). Null without a mood.
 */
export function rangeMood(days: ReadonlyArray<Pick<ReviewDay, 'mood'>>): RangeMood | null {
  const moods = days.map((day) => day.mood).filter((mood): mood is number => mood !== null);
  if (moods.length === 0) return null;
  // Days are in tenths: summed as whole tenths, the answer does not depend on the order of the days.
  const tenths = moods.reduce((sum, mood) => sum + Math.round(mood * 10), 0);
  return { average: Math.round(tenths / moods.length) / 10, daysWithMood: moods.length };
}

/**
 * The average mood on the days where `onSide` holds, against the other days; only days with a mood
 * count, each day once (its own average), whatever order the days come in.
 */
export function splitMood(days: readonly PatternDay[], onSide: (day: PatternDay) => boolean, subject: PatternSubject, minDays = PATTERN_MIN_DAYS_EACH_SIDE): MoodPattern {
  const withMoods: number[] = [];
  const withoutMoods: number[] = [];
  for (const day of days) {
    if (day.mood === null) continue;
    (onSide(day) ? withMoods : withoutMoods).push(day.mood);
  }
  const daysWith = withMoods.length;
  const daysWithout = withoutMoods.length;
  if (daysWith < minDays || daysWithout < minDays) return { kind: 'not-enough-data', subject, daysWith, daysWithout };
  return { kind: 'stated', subject, moodWith: roundToTenth(mean(withMoods)), moodWithout: roundToTenth(mean(withoutMoods)), daysWith, daysWithout };
}

/**
 * Every pattern of the window: one per habit (from the day it was created, or the first day marked
 * done if that is earlier) and one for productive
 * days. Stated patterns come first, the largest difference first; then the ones that need more days.
 */
export function moodPatterns(days: readonly PatternDay[], habits: readonly PatternHabit[], minDays = PATTERN_MIN_DAYS_EACH_SIDE): MoodPattern[] {
  const patterns: MoodPattern[] = habits.map((habit) => {
    // The earliest day marked done, whatever order the days come in.
    const trackedFrom = days.reduce((from, day) => (day.date < from && day.habitIds.includes(habit.id) ? day.date : from), habit.createdOn);
    return splitMood(
      days.filter((day) => day.date >= trackedFrom),
      (day) => day.habitIds.includes(habit.id),
      { type: 'habit', habitId: habit.id, title: habit.title },
      minDays,
    );
  });
  patterns.push(splitMood(days, (day) => day.productiveMinutes >= PRODUCTIVE_DAY_MINUTES, { type: 'productive-hour' }, minDays));
  const gap = (pattern: MoodPattern) => (pattern.kind === 'stated' ? Math.abs(pattern.moodWith - pattern.moodWithout) : -1);
  return patterns
    .map((pattern, index) => ({ pattern, index }))
    .sort((a, b) => gap(b.pattern) - gap(a.pattern) || a.index - b.index)
    .map(({ pattern }) => pattern);
}

const oneDecimal = (value: number) => value.toFixed(1);
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

function subjectPhrase(subject: PatternSubject): string {
  return subject.type === 'habit' ? `you did “${subject.title}”` : 'with an hour or more of productive time';
}

/** The pattern in plain words, for the card and for screen readers alike. */
export function patternSentence(pattern: MoodPattern, minDays = PATTERN_MIN_DAYS_EACH_SIDE): string {
  const phrase = subjectPhrase(pattern.subject);
  if (pattern.kind === 'stated') {
    const others = pattern.subject.type === 'habit' ? "on days you didn't" : 'on other days';
    return `On days ${phrase}, your mood averaged ${oneDecimal(pattern.moodWith)} vs ${oneDecimal(pattern.moodWithout)} ${others}.`;
  }
  return `Not enough data yet for days ${phrase}: a pattern needs at least ${days(minDays)} with a mood on each side (so far ${days(pattern.daysWith)} with, ${days(pattern.daysWithout)} without).`;
}

/**
 * The index of the day an instant falls in, given the sorted start instants of consecutive days and
 * the end of the last one; -1 outside them.
 */
export function dayIndexAt(ms: number, dayStarts: readonly number[], end: number): number {
  if (dayStarts.length === 0 || ms < dayStarts[0]! || ms >= end) return -1;
  let low = 0;
  let high = dayStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (dayStarts[middle]! <= ms) low = middle;
    else high = middle - 1;
  }
  return low;
}
