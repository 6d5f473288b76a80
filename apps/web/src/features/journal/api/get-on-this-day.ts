import type { OnThisDay } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

/** GET /api/journal-on-this-day: this day's entries in earlier months and years (docs/product/journal.md "Months and on this day"). */
export function getOnThisDay(signal?: AbortSignal): Promise<OnThisDay> {
  return apiRequest<OnThisDay>('/api/journal-on-this-day', { signal });
}

/** Asked again when the person's day turns (the key carries their today). */
export const onThisDayQueryOptions = (today: string) => queryOptions({ queryKey: [...journalKeys.onThisDay(), today], queryFn: ({ signal }) => getOnThisDay(signal) });

export function useOnThisDay(today: string) {
  return useQuery(onThisDayQueryOptions(today));
}
