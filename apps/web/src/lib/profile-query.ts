import { DEFAULT_WEEK_START, type Profile, type WeekStart } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { setStoredTimeZone } from './local-date';

// Read by the profile screen, the shell header and the debug panel, so it lives here.
export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: async ({ signal }) => {
    const profile = await apiRequest<Profile>('/api/profile', { signal });
    // docs/product/accounts.md "Preferences": a zone the person stored is the app's zone too.
    setStoredTimeZone(profile.timeZone);
    return profile;
  },
});

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions, enabled });
}

const selectWeekStart = (profile: Profile) => profile.weekStart;

/**
 * The first day of the person's week (docs/product/accounts.md "Preferences"); Sunday until the profile is known.
 * Only the week start is selected: a profile that arrives or is fetched again with the same week start
 * re-renders none of the habit cards and trackers that read it (issue 19, /habits main thread).
 */
export function useWeekStart(): WeekStart {
  return useQuery({ ...profileQueryOptions, select: selectWeekStart }).data ?? DEFAULT_WEEK_START;
}

/** Up to two initials from a name, or the first letter of the e-mail. */
export function initialsOf(name: string | undefined, email: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) return words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('');
  return (email?.trim()[0] ?? '?').toUpperCase();
}
