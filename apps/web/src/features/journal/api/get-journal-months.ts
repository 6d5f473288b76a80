import type { JournalMonth } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

/** GET /api/journal-months: the months with entries, newest first (docs/product/journal.md "Months and on this day"). */
export function getJournalMonths(signal?: AbortSignal): Promise<JournalMonth[]> {
  return apiRequest<JournalMonth[]>('/api/journal-months', { signal });
}

export const journalMonthsQueryOptions = () => queryOptions({ queryKey: journalKeys.months(), queryFn: ({ signal }) => getJournalMonths(signal) });

export function useJournalMonths() {
  return useQuery(journalMonthsQueryOptions());
}
