import type { HabitLog } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readClearOfOwnWrites } from '../../../lib/own-writes';
import { habitKeys } from './habit-keys';
import { habitWrites } from './habit-writes';

/** GET /api/habits/:id/completions?from&to: the days done in a range (docs/product/habits.md "API routes"). */
export function getHabitLog(habitId: string, from: string, to: string, signal?: AbortSignal): Promise<HabitLog> {
  const query = new URLSearchParams({ from, to });
  return apiRequest<HabitLog>(`/api/habits/${encodeURIComponent(habitId)}/completions?${query.toString()}`, { signal });
}

export const habitLogQueryOptions = (habitId: string, from: string, to: string) =>
  queryOptions({
    queryKey: habitKeys.log(habitId, from, to),
    queryFn: ({ signal, client }) =>
      readClearOfOwnWrites(client, { writes: habitWrites, read: () => getHabitLog(habitId, from, to, signal), shown: () => client.getQueryData<HabitLog>(habitKeys.log(habitId, from, to)), signal }),
  });

/** Fetched only when the range reaches before what the list carries (`enabled`). */
export function useHabitLog(habitId: string, from: string, to: string, enabled: boolean) {
  return useQuery({ ...habitLogQueryOptions(habitId, from, to), enabled });
}
