import type { Goal } from '@cadence/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { findGoal, sameTicks, setGoalInList, withMilestone } from './goal-cache';
import { goalKeys, milestoneMutationKey } from './goal-keys';

export interface SetMilestoneInput {
  goalId: string;
  milestoneId: string;
  /** The state the person ticked it to (docs/product/goals.md "Ticking a milestone"). */
  completed: boolean;
}

/** PATCH /api/goals/:id/milestones/:milestoneId: the goal with its new progress and status. */
export function setMilestone({ goalId, milestoneId, completed, writeKey }: SetMilestoneInput & WriteKeyed): Promise<Goal> {
  return apiRequest<Goal>(`/api/goals/${encodeURIComponent(goalId)}/milestones/${encodeURIComponent(milestoneId)}`, { method: 'PATCH', body: { completed }, writeKey });
}

const milestoneNamed = (queryClient: QueryClient, { goalId, milestoneId }: SetMilestoneInput) => {
  const goal = findGoal(queryClient, goalId);
  const milestone = goal?.milestones.find((item) => item.id === milestoneId);
  return milestone && goal ? `‘${milestone.title}’ of ‘${goal.title}’` : 'a milestone';
};

/** A queued write (docs/product/offline.md "Changes made offline"): ticking sets a state, so it is the same sent late. */
export const setMilestoneWrite: QueuedWrite<SetMilestoneInput, Goal> = {
  mutationKey: milestoneMutationKey,
  mutationFn: setMilestone,
  describe: (input, queryClient) => `${input.completed ? 'Ticking' : 'Unticking'} the milestone ${milestoneNamed(queryClient, input)}`,
  kept: (error) => ((error as { status?: number }).status === 404 ? 'The goal or the milestone was deleted meanwhile.' : null),
  afterReplay: (queryClient, saved) => setGoalInList(queryClient, saved),
};

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
  return useQueuedWrite(setMilestoneWrite, {
    onMutate: async ({ goalId, milestoneId, completed }: SetMilestoneInput & WriteKeyed) => {
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
