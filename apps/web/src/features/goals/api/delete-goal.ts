import { GOAL_UNDO_TOAST_MS } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { removeGoalFromList } from './goal-cache';
import { goalKeys } from './goal-keys';
import { useRestoreGoal } from './restore-goal';

/** DELETE /api/goals/:id: hidden at once, restorable for a minute (docs/product/goals.md "Delete and undo"). */
export function deleteGoal(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/goals/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes the card at once, then offers 'Undo' for 5 s. */
export function useDeleteGoal() {
  const queryClient = useQueryClient();
  const restore = useRestoreGoal();
  return useMutation({
    mutationFn: deleteGoal,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: goalKeys.list() });
      removeGoalFromList(queryClient, id);
    },
    onSuccess: (_answer, id) => {
      toast.show({ message: 'Goal deleted', durationMs: GOAL_UNDO_TOAST_MS, action: { label: 'Undo', onAction: () => restore.mutate(id) } });
    },
    onError: () => {
      toast.error('Could not delete the goal. Your goals were reloaded.');
      void queryClient.invalidateQueries({ queryKey: goalKeys.list() });
    },
  });
}
