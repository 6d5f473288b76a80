import { formatDuration, type SessionClock, type SessionState, type StoppedSession } from '@cadence/shared';
import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedCallbacks, type QueuedWrite, queuedWriteOptions, useKeyedMutation, type WriteKeyed } from '../../../lib/write-queue';
import { activityKeys } from './activity-keys';
import { showSessionRefusal } from './session-answers';
import { setSessionState, type SessionView } from './session-state';

// What pause, resume, keep, stop, trim and discard share: POST /api/activity-session/<action> with the
// session the tab acts on (docs/product/activity.md "Several tabs and devices").

/** The session acted on, and — for a press made offline — when it was pressed (docs/product/offline.md "The timer offline"). */
export interface SessionActionInput {
  sessionId: string;
  at?: string | undefined;
}

export function postSessionAction<T>(action: string, body: Record<string, string | undefined>, writeKey?: string): Promise<T> {
  return apiRequest<T>(`/api/activity-session/${action}`, { method: 'POST', body, writeKey });
}

/** The key of a timer change that waits for the network when made offline (lib/write-queue.ts). */
export const timerWriteKey = (action: string) => ['timer-writes', action] as const;

/** POST /api/activity-session/<action> with the session and the press time. */
export const sendSessionAction =
  <T>(action: string) =>
  ({ sessionId, at, writeKey }: SessionActionInput & WriteKeyed): Promise<T> =>
    postSessionAction<T>(action, { sessionId, at }, writeKey);

/** The moment of a press made offline, on the server's clock as the screen shows it; none online (the server's now is the press). */
export function pressedAt(queryClient: QueryClient): string | undefined {
  if (onlineManager.isOnline()) return undefined;
  const offset = queryClient.getQueryData<SessionView>(activityKeys.session())?.clockOffsetMs ?? 0;
  return new Date(Date.now() + offset).toISOString();
}

/** A timer change, counted from its press when made offline; pause, resume and stop wait for the network (docs/product/offline.md). */
export function sessionActionWrite<T, Input extends SessionActionInput = SessionActionInput>(action: string, what: string): QueuedWrite<Input, T> {
  return {
    mutationKey: timerWriteKey(action),
    mutationFn: (input) => sendSessionAction<T>(action)(input),
    describe: ({ at }) => (at ? `${what} at ${new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}` : what),
    kept: (error) => ((error as { status?: number }).status === 404 ? 'The timer had already been stopped elsewhere.' : (error as { status?: number }).status === 409 ? 'Another timer runs now; it is shown.' : null),
    afterReplay: (queryClient) => void queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  };
}

/** Each press carries its moment when made offline. */
function useWithPressTime<V extends SessionActionInput, D, C>(mutate: (variables: V, callbacks?: QueuedCallbacks<D, V & WriteKeyed, C>) => void) {
  const queryClient = useQueryClient();
  return useCallback((variables: V, callbacks?: QueuedCallbacks<D, V & WriteKeyed, C>) => mutate({ ...variables, at: variables.at ?? pressedAt(queryClient) }, callbacks), [mutate, queryClient]);
}

/**
 * A write's options: queued (it waits offline, docs/product/offline.md) or not (refused offline, where
 * it was made); keyed either way, so a repeat after a lost answer applies once.
 */
function writeOptions<Input extends object, T>(write: QueuedWrite<Input, T>, queued: boolean, queryClient: QueryClient) {
  return queued ? queuedWriteOptions(write) : { mutationKey: write.mutationKey, mutationFn: (input: Input & WriteKeyed) => write.mutationFn(input, queryClient) };
}

interface ClockChange {
  write: QueuedWrite<SessionActionInput, SessionState>;
  /** Whether it waits for the network when made offline (pause and resume do; keep does not). */
  queued: boolean;
  /** The clock as the server will set it, shown at once so the timer stops or goes on at the click. */
  optimistic: (clock: SessionClock, nowMs: number) => SessionClock;
  failed: string;
}

/** Pause, resume and keep: the clock changes on screen at once, then shows what the server answered. */
export function useClockChange({ write: change, queued, optimistic, failed }: ClockChange) {
  const queryClient = useQueryClient();
  const write = useKeyedMutation<SessionState, SessionActionInput, { previous: SessionView | undefined }>({
    ...writeOptions(change, queued, queryClient),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: activityKeys.session() });
      const previous = queryClient.getQueryData<SessionView>(activityKeys.session());
      if (previous?.session) {
        const clock = optimistic(previous.session, Date.now() + previous.clockOffsetMs);
        queryClient.setQueryData<SessionView>(activityKeys.session(), { ...previous, session: { ...previous.session, ...clock } });
      }
      return { previous };
    },
    onSuccess: (state) => setSessionState(queryClient, state),
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(activityKeys.session(), context.previous);
      showSessionRefusal(queryClient, error, failed);
    },
  });
  return { ...write, mutate: useWithPressTime(write.mutate) };
}

interface SessionEnd<Input extends SessionActionInput> {
  write: QueuedWrite<Input, StoppedSession>;
  /** Whether it waits for the network when made offline (stop does; trim and discard do not). */
  queued: boolean;
  failed: string;
  /** What the toast says when nothing was logged. */
  nothingLogged: string;
  /**
   * Runs once the timer is gone. A hook option, not a mutate() one: the component that asked (the
   * card) is unmounted by then, and TanStack Query skips mutate()'s callbacks of an unmounted caller.
   */
  onEnded?: () => void;
}

/** Stop, trim and discard: the timer goes away, the history and the task choice are read again (docs/product/activity.md "Linked task"). */
export function useSessionEnd<Input extends SessionActionInput>({ write: end, queued, failed, nothingLogged, onEnded }: SessionEnd<Input>) {
  const queryClient = useQueryClient();
  const clearSession = () => {
    const current = queryClient.getQueryData<SessionView>(activityKeys.session());
    const offset = current?.clockOffsetMs ?? 0;
    queryClient.setQueryData<SessionView>(activityKeys.session(), { session: null, serverNow: new Date(Date.now() + offset).toISOString(), clockOffsetMs: offset });
  };
  const write = useKeyedMutation<StoppedSession, Input, { queued: boolean; at?: string | undefined }>({
    ...writeOptions(end, queued, queryClient),
    // Offline, the timer stops on screen at the press; the activity is logged when the stop is sent.
    onMutate: (input: Input & WriteKeyed) => {
      if (onlineManager.isOnline()) return { queued: false };
      clearSession();
      toast.show({ message: "Timer stopped. The activity will be logged once you're back online." });
      onEnded?.();
      return { queued: true, at: input.at };
    },
    onSuccess: ({ activity }, _input, context) => {
      if (context?.queued) return;
      clearSession();
      toast.show({ message: activity ? `Logged "${activity.title}" (${formatDuration(activity.durationSeconds)})` : nothingLogged });
      onEnded?.();
    },
    onError: (error) => showSessionRefusal(queryClient, error, failed),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: activityKeys.history() }), queryClient.invalidateQueries({ queryKey: activityKeys.tasks() })]),
  });
  return { ...write, mutate: useWithPressTime(write.mutate) };
}
