import type { MoodLog } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { moodKeys } from './journal-keys';

/** GET /api/moods: the newest check-ins first. */
export function getMoodLogs(signal?: AbortSignal): Promise<MoodLog[]> {
  return apiRequest<MoodLog[]>('/api/moods', { signal });
}

export const moodLogsQueryOptions = () => queryOptions({ queryKey: moodKeys.logs(), queryFn: ({ signal }) => getMoodLogs(signal) });

export function useMoodLogs() {
  return useQuery(moodLogsQueryOptions());
}
