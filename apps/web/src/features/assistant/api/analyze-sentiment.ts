import { AI_SENTIMENT_MAX_ENTRIES, type AiSentiment } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** POST /api/ai/sentiment for the user's own entries: a score 0–10 and a confidence 0–1 each. */
export function analyzeSentiment(entryIds: readonly string[], signal?: AbortSignal): Promise<AiSentiment> {
  return apiRequest<AiSentiment>('/api/ai/sentiment', { method: 'POST', body: { entryIds }, signal });
}

/** One call for the entries on screen (at most 20 a call, AI_SENTIMENT_MAX_ENTRIES); kept while they do not change. */
export function useEntrySentiments(entryIds: readonly string[], enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: aiKeys.sentiment(entryIds),
      queryFn: ({ signal }) => analyzeSentiment(entryIds.slice(0, AI_SENTIMENT_MAX_ENTRIES), signal),
      enabled: enabled && entryIds.length > 0,
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  );
}
