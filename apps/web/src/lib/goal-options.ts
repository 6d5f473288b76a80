import type { Goal } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * GET /api/goals: the goals a task or a habit can work towards (docs/product/goals.md "Linked tasks and
 * habits"). The key is the Goals screen's list, so the forms and the screen share one cache, and the
 * live invalidation of goals refreshes the choices too.
 */
export function getGoalOptions(signal?: AbortSignal): Promise<Goal[]> {
  return apiRequest<Goal[]>('/api/goals', { signal });
}

export const goalOptionsQueryOptions = () => queryOptions({ queryKey: ['goals', 'list'] as const, queryFn: ({ signal }) => getGoalOptions(signal) });

export function useGoalOptions() {
  return useQuery(goalOptionsQueryOptions());
}
