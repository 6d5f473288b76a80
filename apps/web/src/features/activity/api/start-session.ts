import type { ActiveSession, SessionState, StartSessionRequest } from '@cadence/shared';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { newWriteKey, type QueuedCallbacks, type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { activityKeys } from './activity-keys';
import { pressedAt, timerWriteKey } from './session-action';
import { showSessionRefusal } from './session-answers';
import { setSessionState, type SessionView } from './session-state';

/** POST /api/activity-session: starts the timer; 409 when one already runs (with it). */
export function startSession({ writeKey, ...body }: StartSessionRequest & WriteKeyed): Promise<SessionState> {
  return apiRequest<SessionState>('/api/activity-session', { method: 'POST', body, writeKey });
}

/** The timer as it runs on screen after a start made offline, until the server has it (same id). */
export function provisionalSession(input: StartSessionRequest & { id: string; startedAt: string }): ActiveSession {
  return { id: input.id, title: input.title, type: input.type, description: input.description, todoId: input.todoId, todo: null, startedAt: input.startedAt, accumulatedSeconds: 0, resumedAt: input.startedAt, updatedAt: input.startedAt };
}

/** A queued write (docs/product/offline.md "The timer offline"): it runs from the press. */
export const startSessionWrite: QueuedWrite<StartSessionRequest, SessionState> = {
  mutationKey: timerWriteKey('start'),
  mutationFn: startSession,
  describe: ({ title }) => `Starting the timer for ‘${title}’`,
  kept: (error) => ((error as { status?: number }).status === 409 ? 'Another timer was already running; it is shown.' : null),
  afterReplay: (queryClient) => void queryClient.invalidateQueries({ queryKey: activityKeys.all }),
};

/**
 * `onStarted` runs once the timer shows. A hook option, not a mutate() one: the form that asked is
 * unmounted by then (the card takes its place), and TanStack Query skips mutate()'s callbacks of an
 * unmounted caller.
 */
export function useStartSession(onStarted?: () => void) {
  const queryClient = useQueryClient();
  const write = useQueuedWrite(startSessionWrite, {
    // Offline, the timer runs on screen from the press; the server has it once the start is sent.
    onMutate: (input) => {
      if (onlineManager.isOnline() || input.id === undefined || input.startedAt === undefined) return;
      const view = queryClient.getQueryData<SessionView>(activityKeys.session());
      queryClient.setQueryData<SessionView>(activityKeys.session(), { session: provisionalSession({ ...input, id: input.id, startedAt: input.startedAt }), serverNow: input.startedAt, clockOffsetMs: view?.clockOffsetMs ?? 0 });
      onStarted?.();
    },
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
  const { mutate: send } = write;
  const mutate = useCallback(
    (body: StartSessionRequest, callbacks?: QueuedCallbacks<SessionState, StartSessionRequest & WriteKeyed, void>) => {
      const startedAt = pressedAt(queryClient);
      send(startedAt === undefined ? body : { ...body, id: body.id ?? newWriteKey(), startedAt }, callbacks);
    },
    [send, queryClient],
  );
  return { ...write, mutate };
}
