import type { ReminderSettings, UpdateReminderSettingsRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reminderKeys } from './reminder-keys';

/** PUT /api/reminder-settings: what is sent changes, the rest stays; answers the settings as saved. */
export function updateReminderSettings(body: UpdateReminderSettingsRequest): Promise<ReminderSettings> {
  return apiRequest<ReminderSettings>('/api/reminder-settings', { method: 'PUT', body });
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateReminderSettings, onSuccess: (saved) => queryClient.setQueryData(reminderKeys.settings(), saved) });
}
