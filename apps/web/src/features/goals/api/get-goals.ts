import type { Goal } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { goalKeys } from './goal-keys';

/** GET /api/goals: the user's goals, newest first, each with its milestones (docs/product/goals.md "Order"). */
export function getGoals(signal?: AbortSignal): Promise<Goal[]> {
  return apiRequest<Goal[]>('/api/goals', { signal });
}

export const goalsQueryOptions = () => queryOptions({ queryKey: goalKeys.list(), queryFn: ({ signal }) => getGoals(signal) });

export function useGoals() {
  return useQuery(goalsQueryOptions());
}
