import type { Profile, UpdateProfileRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/profile-query';
import { sessionQueryKey } from '../../../lib/session';

/** PATCH /api/profile: an upsert keyed on the user's id. */
export function updateProfile(input: UpdateProfileRequest): Promise<Profile> {
  return apiRequest<Profile>('/api/profile', { method: 'PATCH', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileQueryKey, saved);
      // docs/product/accounts.md "Profile": the profile is refreshed after saving (the session carries the name too).
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
