import type { SessionState } from '@cadence/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/**
 * The session as this tab knows it, and how far the server's clock is ahead of this browser's: the
 * screen computes the elapsed time with the server's time, so a computer whose clock is off still
 * shows what the server will log (docs/product/activity.md "Elapsed time").
 */
export interface SessionView extends SessionState {
  clockOffsetMs: number;
}

/** The view of a state the server just sent. */
export function toSessionView(state: SessionState): SessionView {
  return { ...state, clockOffsetMs: Date.parse(state.serverNow) - Date.now() };
}

/** GET /api/activity-session: the running timer, or none. */
export async function getSessionState(signal?: AbortSignal): Promise<SessionView> {
  return toSessionView(await apiRequest<SessionState>('/api/activity-session', { signal }));
}

export const sessionStateQueryOptions = () =>
  queryOptions({
    queryKey: activityKeys.session(),
    queryFn: ({ signal }) => getSessionState(signal),
    // A tab that was asleep or hidden asks again when it comes back (docs/product/activity.md "Elapsed time": nothing is lost).
    refetchOnWindowFocus: 'always',
    staleTime: 30_000,
  });

export function useSessionState() {
  return useQuery(sessionStateQueryOptions());
}

export function setSessionState(queryClient: QueryClient, state: SessionState): void {
  queryClient.setQueryData<SessionView>(activityKeys.session(), toSessionView(state));
}
