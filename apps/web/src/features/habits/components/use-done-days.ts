import { habitLogWindowStart, type Habit } from '@cadence/shared';
import { useMemo } from 'react';
import { useHabitLog } from '../api/get-habit-log';

export interface DoneDays {
  /** The days done from `from` to `to` (and any other day the list carries). */
  done: ReadonlySet<string>;
  /** The same, sorted. */
  sorted: readonly string[];
  /** True while the range's older days are still being read. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The days a habit was done over a range (docs/product/habits.md "Card"): the list's recent log, and for
 * a range reaching before it, the habit's log read for that range (GET /api/habits/:id/completions).
 */
export function useDoneDays(habit: Habit, from: string, to: string, today: string): DoneDays {
  const needsLog = from < habitLogWindowStart(habit.frequency, today);
  const log = useHabitLog(habit.id, from, to, needsLog);
  const { data, isPending, isError, refetch } = log;
  const dates = data?.dates;
  return useMemo(() => {
    const sorted = [...new Set([...habit.completions, ...(needsLog ? (dates ?? []) : [])])].sort();
    return { done: new Set(sorted), sorted, loading: needsLog && isPending, failed: needsLog && isError, retry: () => void refetch() };
  }, [habit.completions, needsLog, dates, isPending, isError, refetch]);
}
