import type { AiInsights } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** POST /api/ai/insights: the dashboard card's text, built on the server from the user's data. */
export function generateInsights(signal?: AbortSignal): Promise<AiInsights> {
  return apiRequest<AiInsights>('/api/ai/insights', { method: 'POST', body: {}, signal });
}

/**
 * A query, not a mutation: the card asks once when it mounts and on Refresh / Try Again. Not retried
 * (each call spends the daily allowance) and kept for five minutes, so moving between tabs is free.
 */
export const insightsQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.insights(), queryFn: ({ signal }) => generateInsights(signal), retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false });

export function useInsights(enabled: boolean) {
  return useQuery({ ...insightsQueryOptions(), enabled });
}
