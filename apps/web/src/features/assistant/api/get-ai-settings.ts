import type { AiSettings } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** GET /api/ai/settings: the journal-sharing consent and who would receive the text. */
export function getAiSettings(signal?: AbortSignal): Promise<AiSettings> {
  return apiRequest<AiSettings>('/api/ai/settings', { signal });
}

export const aiSettingsQueryOptions = () => queryOptions({ queryKey: aiKeys.settings(), queryFn: ({ signal }) => getAiSettings(signal) });

export function useAiSettings(enabled = true) {
  return useQuery({ ...aiSettingsQueryOptions(), enabled });
}
