import type { JournalTag } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

/** GET /api/journal-tags: the filter chips, each tag once, most used first. */
export function getJournalTags(signal?: AbortSignal): Promise<JournalTag[]> {
  return apiRequest<JournalTag[]>('/api/journal-tags', { signal });
}

export const journalTagsQueryOptions = () => queryOptions({ queryKey: journalKeys.tags(), queryFn: ({ signal }) => getJournalTags(signal) });

export function useJournalTags() {
  return useQuery(journalTagsQueryOptions());
}
