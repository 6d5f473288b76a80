import type { AiStatus } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** GET /api/ai/status: which engine answers, whether this user has AI access, and today's allowance. */
export function getAiStatus(signal?: AbortSignal): Promise<AiStatus> {
  return apiRequest<AiStatus>('/api/ai/status', { signal });
}

export const aiStatusQueryOptions = () => queryOptions({ queryKey: aiKeys.status(), queryFn: ({ signal }) => getAiStatus(signal), staleTime: 30_000 });

export function useAiStatus(enabled = true) {
  return useQuery({ ...aiStatusQueryOptions(), enabled });
}

/**
 * Whether an AI control should show the upgrade prompt instead of itself (docs/product/ai.md "Access"). Unknown
 * (loading, or the status failed) is not "no access": the server still decides on the call.
 */
export function useAiAccess(): { known: boolean; allowed: boolean; checking: boolean } {
  const status = useAiStatus();
  if (!status.data) return { known: false, allowed: true, checking: status.isPending };
  return { known: true, allowed: status.data.access.allowed, checking: false };
}
