import type { Profile } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/profile-query';
import { reloadSession } from '../../../lib/session';

/** Null when nobody is signed in. */
export type RefreshedProfile = Profile | null;

/** GET /api/auth/get-session, then GET /api/profile when signed in; both land in the cache. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<RefreshedProfile> => {
      const session = await reloadSession(queryClient);
      if (!session) return null;
      return queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
    },
  });
}
