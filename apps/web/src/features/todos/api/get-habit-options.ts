import type { HabitSummary } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { todoKeys } from './todo-keys';

/** GET /api/habits: the habits a task can link to (issue 3; an empty list is fine). */
export function getHabitOptions(signal?: AbortSignal): Promise<HabitSummary[]> {
  return apiRequest<HabitSummary[]>('/api/habits', { signal });
}

export const habitOptionsQueryOptions = () =>
  queryOptions({ queryKey: todoKeys.habitOptions(), queryFn: ({ signal }) => getHabitOptions(signal) });

export function useHabitOptions() {
  return useQuery(habitOptionsQueryOptions());
}
