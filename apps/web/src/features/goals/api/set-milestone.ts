import type { Goal } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { findGoal, sameTicks, setGoalInList, withMilestone } from './goal-cache';
import { goalKeys, milestoneMutationKey } from './goal-keys';

export interface SetMilestoneInput {
  goalId: string;
  milestoneId: string;
  /** The state the person ticked it to (docs/product/goals.md "Ticking a milestone"). */
  completed: boolean;
}

/** PATCH /api/goals/:id/milestones/:milestoneId: the goal with its new progress and status. */
export function setMilestone({ goalId, milestoneId, completed }: SetMilestoneInput): Promise<Goal> {
  return apiRequest<Goal>(`/api/goals/${encodeURIComponent(goalId)}/milestones/${encodeURIComponent(milestoneId)}`, { method: 'PATCH', body: { completed } });
}

/**
 * The card's checkbox: the tick, the progress and the status change at once; the server's answer
 * replaces them when no other tick of the same goal is still on its way (so a quick second tick is
 * not undone by the first one's answer). A refusal reloads the goals and says so.
 */
export function useSetMilestone() {
  const queryClient = useQueryClient();
  const ticksInFlight = (goalId: string) =>
    queryClient
      .getMutationCache()
      .findAll({ mutationKey: milestoneMutationKey, status: 'pending' })
      .filter((mutation) => (mutation.state.variables as SetMilestoneInput | undefined)?.goalId === goalId).length;
  return useMutation({
    mutationKey: milestoneMutationKey,
    mutationFn: setMilestone,
    onMutate: async ({ goalId, milestoneId, completed }: SetMilestoneInput) => {
      await queryClient.cancelQueries({ queryKey: goalKeys.list() });
      const current = findGoal(queryClient, goalId);
      if (current) setGoalInList(queryClient, withMilestone(current, milestoneId, completed));
    },
    onSuccess: (saved) => {
      const current = findGoal(queryClient, saved.id);
      // This mutation still counts as pending while its own onSuccess runs.
      if (ticksInFlight(saved.id) <= 1 || (current && sameTicks(current, saved))) setGoalInList(queryClient, saved);
    },
    onError: () => {
      toast.error('Could not update the milestone. Your goals were reloaded.');
      void queryClient.invalidateQueries({ queryKey: goalKeys.list() });
    },
  });
}
