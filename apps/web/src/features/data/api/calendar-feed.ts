import type { CalendarFeedLink, CalendarFeedStatus } from '@cadence/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// docs/product/data.md "Calendar feed".

export const calendarFeedKey = ['calendar-feed'] as const;

export function useCalendarFeed() {
  return useQuery(queryOptions({ queryKey: calendarFeedKey, queryFn: ({ signal }) => apiRequest<CalendarFeedStatus>('/api/calendar-feed', { signal }) }));
}

/** POST /api/calendar-feed: a new link (the old one stops working); the answer is the only time it is shown. */
export function useNewCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedLink>('/api/calendar-feed', { method: 'POST', body: {} }),
    onSuccess: (link) => queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKey, { active: true, createdAt: link.createdAt }),
  });
}

/** DELETE /api/calendar-feed: the link stops working. A 404 (turned off elsewhere) reads the state again. */
export function useTurnOffCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/api/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKey, { active: false, createdAt: null }),
    onError: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
