import type { Goal } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { setGoalInList } from './goal-cache';
import { goalKeys } from './goal-keys';

/** POST /api/goals/:id/restore: the toast's 'Undo' brings a deleted goal back as it was. */
export function restoreGoal(id: string): Promise<Goal> {
  return apiRequest<Goal>(`/api/goals/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export function useRestoreGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreGoal,
    onSuccess: (restored) => setGoalInList(queryClient, restored),
    onError: () => {
      toast.error('Could not restore the goal.');
      void queryClient.invalidateQueries({ queryKey: goalKeys.list() });
    },
  });
}
