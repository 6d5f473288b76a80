import type { Goal } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { habitKeys } from './habit-keys';

/** GET /api/goals: the goals a habit can work towards (docs/product/goals.md "Linked tasks and habits"). */
export function getGoalOptions(signal?: AbortSignal): Promise<Goal[]> {
  return apiRequest<Goal[]>('/api/goals', { signal });
}

export const goalOptionsQueryOptions = () => queryOptions({ queryKey: habitKeys.goalOptions(), queryFn: ({ signal }) => getGoalOptions(signal) });

export function useGoalOptions() {
  return useQuery(goalOptionsQueryOptions());
}
