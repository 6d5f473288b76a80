import type { Habit } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readClearOfOwnWrites } from '../../../lib/own-writes';
import { habitKeys } from './habit-keys';
import { habitWrites } from './habit-writes';

/** GET /api/habits: the user's habits, oldest first, each with its recent log and its numbers. */
export function getHabits(signal?: AbortSignal): Promise<Habit[]> {
  return apiRequest<Habit[]>('/api/habits', { signal });
}

/** Read clear of the area's own writes (issue 18 item 3a): no answer from before a tap undoes it. */
export const habitsQueryOptions = () =>
  queryOptions({
    queryKey: habitKeys.list(),
    queryFn: ({ signal, client }) => readClearOfOwnWrites(client, { writes: habitWrites, read: () => getHabits(signal), shown: () => client.getQueryData<Habit[]>(habitKeys.list()), signal }),
  });

/**
 * Fetched again each time the screen opens: a task completed in this same tab marks its habit on the
 * server, and this tab hears no live update for its own change (docs/architecture.md "Live sync").
 */
export function useHabits() {
  return useQuery({ ...habitsQueryOptions(), refetchOnMount: 'always' });
}
