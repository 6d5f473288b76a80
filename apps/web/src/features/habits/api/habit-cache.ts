import { habitLogWindowStart, habitStats, withCompletion, type Habit, type HabitLog } from '@cadence/shared';
import type { QueryClient } from '@tanstack/react-query';
import { localDateOf } from '../../../lib/local-date';
import { habitKeys } from './habit-keys';

/** docs/product/habits.md "Order": oldest first, then by id, as the server lists them. */
function listsBefore(a: Habit, b: Habit): boolean {
  return a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);
}

/** Puts `next` in the list in the server's order, replacing the habit with its id. */
export function upsertHabit(list: readonly Habit[], next: Habit): Habit[] {
  const others = list.filter((habit) => habit.id !== next.id);
  const at = others.findIndex((habit) => listsBefore(next, habit));
  others.splice(at === -1 ? others.length : at, 0, next);
  return others;
}

export function setHabitInList(queryClient: QueryClient, next: Habit): void {
  queryClient.setQueryData<Habit[]>(habitKeys.list(), (list) => (list ? upsertHabit(list, next) : list));
}

export function findHabit(queryClient: QueryClient, id: string): Habit | undefined {
  return queryClient.getQueryData<Habit[]>(habitKeys.list())?.find((habit) => habit.id === id);
}

/**
 * The days of a habit marked done from `from` to `to`, as this tab's cache holds them now: the list's
 * recent log, and before it whatever range logs the cache has (the trackers' other months, the
 * heat-map). Read at a tap, not from the last render, so a second quick tap builds on the first
 * (issue 18 item 3a).
 */
export function cachedDoneDays(queryClient: QueryClient, habitId: string, from: string, to: string, today: string): string[] {
  const habit = findHabit(queryClient, habitId);
  if (!habit) return [];
  const inRange = (date: string) => date >= from && date <= to;
  const days = new Set(habit.completions.filter(inRange));
  if (from < habitLogWindowStart(habit.frequency, today)) {
    for (const [, log] of queryClient.getQueriesData<HabitLog>({ queryKey: habitKeys.logs(habitId) })) for (const date of log?.dates ?? []) if (inRange(date)) days.add(date);
  }
  return [...days].sort();
}

/**
 * The habit as it will be once a day is marked, shown before the server answers. The list carries 90
 * days of log, so the rate is exact; the streak is recomputed only when the server's streak lies
 * within those days (it is then the same computation), and otherwise kept until the answer comes.
 */
export function withDayMarked(habit: Habit, date: string, done: boolean, today: string): Habit {
  const completions = withCompletion(habit.completions, date, done);
  // docs/product/habits.md "Targets", "Rest days": the same rules as the server's (`?? null`: a habit cached before them).
  const rules = { targetCount: habit.targetCount ?? null, breaks: habit.breaks ?? [] };
  const day = { today, createdOn: localDateOf(new Date(habit.createdAt)) };
  const before = habitStats(habit.completions, habit.frequency, day, rules);
  const after = habitStats(completions, habit.frequency, day, rules);
  const streak = before.streak === habit.streak ? after.streak : habit.streak;
  return {
    ...habit,
    completions,
    streak,
    // Un-marking a day of the best run may shorten it: only the whole log can say, so the server does.
    bestStreak: Math.max(habit.bestStreak, streak),
    completionRate: after.completionRate,
  };
}
