import type { Profile } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// Read by the profile screen, the shell header and the debug panel, so it lives here.
export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => apiRequest<Profile>('/api/profile', { signal }),
});

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions, enabled });
}

/** Up to two initials from a name, or the first letter of the e-mail. */
export function initialsOf(name: string | undefined, email: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) return words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('');
  return (email?.trim()[0] ?? '?').toUpperCase();
}
