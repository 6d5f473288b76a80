import type { Profile, UpdatePreferencesRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setStoredTimeZone } from '../../../lib/local-date';
import { profileQueryKey } from '../../../lib/profile-query';

/** PATCH /api/profile/preferences (docs/product/accounts.md "Preferences"). */
export function updatePreferences(input: UpdatePreferencesRequest): Promise<Profile> {
  return apiRequest<Profile>('/api/profile/preferences', { method: 'PATCH', body: input });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: async (saved) => {
      // The app's 'today' (useLocalToday) and weeks (useWeekStart) follow at once...
      setStoredTimeZone(saved.timeZone);
      queryClient.setQueryData(profileQueryKey, saved);
      // ...and whatever the server computed by the old day or week (overdue, streaks, Habits Today) asks again.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== profileQueryKey[0] });
    },
  });
}
