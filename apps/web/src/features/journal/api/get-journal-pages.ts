import type { JournalPage } from '@cadence/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys, type JournalFilters } from './journal-keys';

/** GET /api/journal: one page of 50 entries, newest first, after `cursor` (docs/product/journal.md "Pages"). */
export function getJournalPage(filters: JournalFilters, cursor: string | null, signal?: AbortSignal): Promise<JournalPage> {
  const params = new URLSearchParams();
  if (filters.q.trim() !== '') params.set('q', filters.q.trim());
  if (filters.tag !== '') params.set('tag', filters.tag);
  if (filters.month !== '') params.set('month', filters.month);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest<JournalPage>(`/api/journal${query ? `?${query}` : ''}`, { signal });
}

export const journalPagesQueryOptions = (filters: JournalFilters) =>
  infiniteQueryOptions({
    queryKey: journalKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getJournalPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The pages loaded so far; while a new search loads, the previous results stay on screen. */
export function useJournalPages(filters: JournalFilters) {
  return useInfiniteQuery({ ...journalPagesQueryOptions(filters), placeholderData: keepPreviousData });
}
