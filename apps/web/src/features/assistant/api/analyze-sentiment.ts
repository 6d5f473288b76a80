import { AI_SENTIMENT_MAX_ENTRIES, type AiEngineInfo, type AiSentiment, type SentimentResult } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** POST /api/ai/sentiment for the user's own entries: a score 0–10 and a confidence 0–1 each. */
export function analyzeSentiment(entryIds: readonly string[], signal?: AbortSignal): Promise<AiSentiment> {
  return apiRequest<AiSentiment>('/api/ai/sentiment', { method: 'POST', body: { entryIds }, signal });
}

export type EntrySentimentResult = SentimentResult & { engine: AiEngineInfo };

interface Waiting {
  entryId: string;
  resolve: (result: EntrySentimentResult) => void;
  reject: (error: unknown) => void;
}

let waiting: Waiting[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const inFlight = new Map<string, Promise<EntrySentimentResult>>();
/** How long after the last ask the waiting ones are sent (a busy phone renders a page's cards a slice at a time). */
const GATHER_MS = 250;

/**
 * One entry's sentiment, gathered with the others asked in the same moment: the badges of a page of
 * 50 entries make three requests of at most 20 (AI_SENTIMENT_MAX_ENTRIES), not fifty
 * (docs/product/ai.md "Sentiment").
 */
export function sentimentOfEntry(entryId: string, send: typeof analyzeSentiment = analyzeSentiment): Promise<EntrySentimentResult> {
  // One ask per entry while it waits or is in flight: a card asking twice shares the first answer.
  const asked = inFlight.get(entryId);
  if (asked) return asked;
  const answer = new Promise<EntrySentimentResult>((resolve, reject) => {
    waiting.push({ entryId, resolve, reject });
    // The journal renders a page's cards a few per task (issue 19), so "the same moment" lasts until
    // the asks stop coming for a while; a full request's worth goes at once.
    clearTimeout(timer);
    if (waiting.length >= AI_SENTIMENT_MAX_ENTRIES) flush(send);
    else timer = setTimeout(() => flush(send), GATHER_MS);
  });
  inFlight.set(entryId, answer);
  const forget = () => inFlight.delete(entryId);
  answer.then(forget, forget);
  return answer;
}

function flush(send: typeof analyzeSentiment) {
  const batch = waiting;
  waiting = [];
  const ids = batch.map((item) => item.entryId);
  for (let start = 0; start < ids.length; start += AI_SENTIMENT_MAX_ENTRIES) {
    const chunk = ids.slice(start, start + AI_SENTIMENT_MAX_ENTRIES);
    const askers = batch.filter((item) => chunk.includes(item.entryId));
    send(chunk).then(
      (answer) => {
        for (const asker of askers) {
          const result = answer.results.find((item) => item.entryId === asker.entryId);
          if (result) asker.resolve({ ...result, engine: answer.engine });
          else asker.reject(new Error('The entry was not scored.'));
        }
      },
      (error: unknown) => askers.forEach((asker) => asker.reject(error)),
    );
  }
}

/**
 * An entry's sentiment, cached per entry version (its updatedAt): re-renders, filters and scrolling
 * back ask nothing again; an edit asks once for that entry. Never retried, never refreshed on focus.
 */
export function useEntrySentiment(entry: { id: string; version: string }, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: aiKeys.sentiment(entry.id, entry.version),
      queryFn: () => sentimentOfEntry(entry.id),
      enabled,
      retry: false,
      staleTime: Infinity,
      gcTime: 60 * 60_000,
      refetchOnWindowFocus: false,
    }),
  );
}
