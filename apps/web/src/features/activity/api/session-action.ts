import { formatDuration, type SessionClock, type SessionState, type StoppedSession } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';
import { showSessionRefusal } from './session-answers';
import { setSessionState, type SessionView } from './session-state';

// What pause, resume, keep, stop, trim and discard share: POST /api/activity-session/<action> with the
// session the tab acts on (docs/product/activity.md "Several tabs and devices").

export function postSessionAction<T>(action: string, body: Record<string, string>): Promise<T> {
  return apiRequest<T>(`/api/activity-session/${action}`, { method: 'POST', body });
}

interface ClockChange {
  mutationFn: (sessionId: string) => Promise<SessionState>;
  /** The clock as the server will set it, shown at once so the timer stops or goes on at the click. */
  optimistic: (clock: SessionClock, nowMs: number) => SessionClock;
  failed: string;
}

/** Pause, resume and keep: the clock changes on screen at once, then shows what the server answered. */
export function useClockChange({ mutationFn, optimistic, failed }: ClockChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
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
    onError: (error, _sessionId, context) => {
      if (context?.previous) queryClient.setQueryData(activityKeys.session(), context.previous);
      showSessionRefusal(queryClient, error, failed);
    },
  });
}

interface SessionEnd<Input> {
  mutationFn: (input: Input) => Promise<StoppedSession>;
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
export function useSessionEnd<Input>({ mutationFn, failed, nothingLogged, onEnded }: SessionEnd<Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ activity }) => {
      const current = queryClient.getQueryData<SessionView>(activityKeys.session());
      const offset = current?.clockOffsetMs ?? 0;
      queryClient.setQueryData<SessionView>(activityKeys.session(), { session: null, serverNow: new Date(Date.now() + offset).toISOString(), clockOffsetMs: offset });
      toast.show({ message: activity ? `Logged "${activity.title}" (${formatDuration(activity.durationSeconds)})` : nothingLogged });
      onEnded?.();
    },
    onError: (error) => showSessionRefusal(queryClient, error, failed),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: activityKeys.history() }), queryClient.invalidateQueries({ queryKey: activityKeys.tasks() })]),
  });
}
