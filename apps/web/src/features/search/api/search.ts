import type { SearchResults } from '@cadence/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** GET /api/search?q= (docs/product/search.md "API"). */
export function search(q: string, signal?: AbortSignal): Promise<SearchResults> {
  return apiRequest<SearchResults>(`/api/search?${new URLSearchParams({ q })}`, { signal });
}

export const searchQueryOptions = (q: string) =>
  // What was found a moment ago stays while the next words are looked for, so the list does not flicker.
  queryOptions({ queryKey: searchKeys.results(q), queryFn: ({ signal }) => search(q, signal), placeholderData: keepPreviousData });

/** Searches once `q` is worth searching (docs/product/search.md "Command bar": two characters). */
export function useSearch(q: string, enabled: boolean) {
  return useQuery({ ...searchQueryOptions(q), enabled });
}
