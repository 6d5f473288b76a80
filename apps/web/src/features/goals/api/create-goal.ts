import type { CreateGoalRequest, Goal } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setGoalInList } from './goal-cache';

/** POST /api/goals: the new goal, active at 0 % (docs/product/goals.md "Defaults"). */
export function createGoal(body: CreateGoalRequest): Promise<Goal> {
  return apiRequest<Goal>('/api/goals', { method: 'POST', body });
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGoal, onSuccess: (created) => setGoalInList(queryClient, created) });
}
