import type { SessionState, StartSessionRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { activityKeys } from './activity-keys';
import { showSessionRefusal } from './session-answers';
import { setSessionState } from './session-state';

/** POST /api/activity-session: starts the timer; 409 when one already runs (with it). */
export function startSession(body: StartSessionRequest): Promise<SessionState> {
  return apiRequest<SessionState>('/api/activity-session', { method: 'POST', body });
}

/**
 * `onStarted` runs once the timer shows. A hook option, not a mutate() one: the form that asked is
 * unmounted by then (the card takes its place), and TanStack Query skips mutate()'s callbacks of an
 * unmounted caller.
 */
export function useStartSession(onStarted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    onSuccess: (state) => {
      setSessionState(queryClient, state);
      onStarted?.();
    },
    onError: (error) => {
      // Field messages stay on the form; a conflict shows the session that runs.
      if (error instanceof ApiError && error.status === 409) showSessionRefusal(queryClient, error, '');
    },
    // docs/product/activity.md "Linked task": the task choice is read again when tracking starts; a linked task is now in
    // progress, so the board (every 'todos' query) is stale too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.tasks() }),
  });
}
