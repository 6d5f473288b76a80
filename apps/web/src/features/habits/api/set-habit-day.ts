import type { Habit } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { findHabit, setHabitInList, withDayMarked } from './habit-cache';
import { habitDayMutationKey, habitKeys } from './habit-keys';

export interface HabitDayInput {
  habitId: string;
  /** The local date 'YYYY-MM-DD'. */
  date: string;
  done: boolean;
  /** The user's today, for the numbers shown before the answer. */
  today: string;
}

/** PUT (done) or DELETE (not done) /api/habits/:id/completions/:date; returns the habit recomputed. */
export function setHabitDay({ habitId, date, done }: HabitDayInput): Promise<Habit> {
  return apiRequest<Habit>(`/api/habits/${encodeURIComponent(habitId)}/completions/${encodeURIComponent(date)}`, { method: done ? 'PUT' : 'DELETE' });
}

/**
 * Marks a day at once on screen; the server's answer then brings the numbers from the whole log. The
 * requests of one habit run one after another, so quick taps reach the server in the order made.
 */
export function useSetHabitDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: habitDayMutationKey,
    mutationFn: setHabitDay,
    scope: { id: 'habit-days' },
    onMutate: async ({ habitId, date, done, today }: HabitDayInput) => {
      await queryClient.cancelQueries({ queryKey: habitKeys.list() });
      const current = findHabit(queryClient, habitId);
      if (current) setHabitInList(queryClient, withDayMarked(current, date, done, today));
    },
    onSuccess: (saved: Habit) => {
      // A later tap still on its way wins until its own answer comes.
      if (queryClient.isMutating({ mutationKey: habitDayMutationKey }) <= 1) setHabitInList(queryClient, saved);
    },
    onError: () => {
      toast.error('Could not update the habit. The list was reloaded.');
      void queryClient.invalidateQueries({ queryKey: habitKeys.list() });
    },
  });
}
