import type { Habit } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { setHabitInList } from './habit-cache';
import { habitKeys } from './habit-keys';
import { HABIT_WRITE_SCOPE, habitWriteKey } from './habit-writes';

/** POST /api/habits/:id/restore: the toast's 'Undo' brings the habit back with its log. */
export function restoreHabit(id: string): Promise<Habit> {
  return apiRequest<Habit>(`/api/habits/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export function useRestoreHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: habitWriteKey('restore'),
    scope: HABIT_WRITE_SCOPE,
    mutationFn: restoreHabit,
    onSuccess: (restored) => setHabitInList(queryClient, restored),
    onError: () => {
      toast.error('Could not restore the habit.');
      void queryClient.invalidateQueries({ queryKey: habitKeys.list() });
    },
  });
}
