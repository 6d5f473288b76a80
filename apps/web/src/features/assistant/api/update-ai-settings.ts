import type { AiSettings, AiSettingsRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** PATCH /api/ai/settings: turns sharing journal text with an external model on or off. */
export function updateAiSettings(body: AiSettingsRequest): Promise<AiSettings> {
  return apiRequest<AiSettings>('/api/ai/settings', { method: 'PATCH', body });
}

export function useUpdateAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiSettings,
    onSuccess: (settings) => queryClient.setQueryData(aiKeys.settings(), settings),
  });
}
