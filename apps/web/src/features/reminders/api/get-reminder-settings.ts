import type { ReminderSettings } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reminderKeys } from './reminder-keys';

/** GET /api/reminder-settings: e-mail fallback, quiet hours, and the server's push key (docs/product/reminders.md). */
export function getReminderSettings(signal?: AbortSignal): Promise<ReminderSettings> {
  return apiRequest<ReminderSettings>('/api/reminder-settings', { signal });
}

export const reminderSettingsQueryOptions = () => queryOptions({ queryKey: reminderKeys.settings(), queryFn: ({ signal }) => getReminderSettings(signal) });

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions());
}
