import type { HelpInfo } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/help: the support address (docs/product/help.md). */
export function getHelpInfo(signal?: AbortSignal): Promise<HelpInfo> {
  return apiRequest<HelpInfo>('/api/help', { signal });
}

export const helpInfoQueryOptions = () => queryOptions({ queryKey: ['help', 'info'] as const, queryFn: ({ signal }) => getHelpInfo(signal), staleTime: Infinity });

export function useHelpInfo() {
  return useQuery(helpInfoQueryOptions());
}
