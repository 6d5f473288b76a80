import { ACTIVITY_PAGE_SIZE, type Activity, type ActivityPage } from '@cadence/shared';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/** GET /api/activities: one page of the history, newest first (docs/product/activity.md "History"). */
export function getActivities(cursor: string | null, signal?: AbortSignal): Promise<ActivityPage> {
  const query = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<ActivityPage>(`/api/activities?${query.toString()}`, { signal });
}

export const activitiesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: activityKeys.history(),
    queryFn: ({ pageParam, signal }) => getActivities(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useActivities() {
  return useInfiniteQuery(activitiesQueryOptions());
}

/** Every loaded activity, in list order. */
export function loadedActivities(data: InfiniteData<ActivityPage> | undefined): Activity[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** Changes the loaded pages in place (a delete hides one at once, a new rating shows at once). */
export function updateLoadedActivities(queryClient: QueryClient, change: (items: Activity[]) => Activity[]): void {
  queryClient.setQueryData<InfiniteData<ActivityPage>>(activityKeys.history(), (data) => (data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data));
}
