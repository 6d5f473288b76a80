import type { MoodTrend } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { moodKeys } from './journal-keys';

/** GET /api/mood-trend: the last 30 days, entry moods and check-ins averaged per day. */
export function getMoodTrend(signal?: AbortSignal): Promise<MoodTrend> {
  return apiRequest<MoodTrend>('/api/mood-trend', { signal });
}

export const moodTrendQueryOptions = () => queryOptions({ queryKey: moodKeys.trend(), queryFn: ({ signal }) => getMoodTrend(signal) });

export function useMoodTrend() {
  return useQuery(moodTrendQueryOptions());
}
