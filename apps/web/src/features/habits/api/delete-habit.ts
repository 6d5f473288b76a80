import { HABIT_MESSAGES, HABIT_UNDO_TOAST_MS, type Habit } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { habitKeys } from './habit-keys';
import { useRestoreHabit } from './restore-habit';
import { HABIT_WRITE_SCOPE, habitWriteKey } from './habit-writes';

/** DELETE /api/habits/:id: immediate, undoable for a while (docs/product/habits.md "Delete and undo"). */
export function deleteHabit(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/habits/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes the card at once, then offers 'Undo' for 5 s. */
export function useDeleteHabit() {
  const queryClient = useQueryClient();
  const restore = useRestoreHabit();
  return useMutation({
    mutationKey: habitWriteKey('delete'),
    scope: HABIT_WRITE_SCOPE,
    mutationFn: deleteHabit,
    // Gone in the same task as the click (issue 18 item 3a); the list is read clear of the write.
    onMutate: (id: string) => {
      queryClient.setQueryData<Habit[]>(habitKeys.list(), (list) => list?.filter((habit) => habit.id !== id));
    },
    onSuccess: (_answer, id) => {
      toast.show({ message: HABIT_MESSAGES.deleted, durationMs: HABIT_UNDO_TOAST_MS, action: { label: 'Undo', onAction: () => restore.mutate(id) } });
    },
    onError: () => {
      toast.error('Could not delete the habit. The list was reloaded.');
      void queryClient.invalidateQueries({ queryKey: habitKeys.list() });
    },
  });
}
