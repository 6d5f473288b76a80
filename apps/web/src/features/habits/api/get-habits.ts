import type { Habit } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { habitKeys } from './habit-keys';

/** GET /api/habits: the user's habits, oldest first, each with 90 days of log and its numbers. */
export function getHabits(signal?: AbortSignal): Promise<Habit[]> {
  return apiRequest<Habit[]>('/api/habits', { signal });
}

export const habitsQueryOptions = () => queryOptions({ queryKey: habitKeys.list(), queryFn: ({ signal }) => getHabits(signal) });

/**
 * Fetched again each time the screen opens: a task completed in this same tab marks its habit on the
 * server, and this tab hears no live update for its own change (docs/architecture.md "Live sync").
 */
export function useHabits() {
  return useQuery({ ...habitsQueryOptions(), refetchOnMount: 'always' });
}
