import { DEFAULT_ACTIVITY_TYPE, formatDuration, type ActiveSession, type ActivityType, type SessionConflictResponse, type SessionState, type StoppedSession } from '@cadence/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-error';
import { activityKeys } from './activity-keys';
import { setSessionState, type SessionView } from './session-state';
import { startSession } from './start-session';
import { stopSession } from './stop-session';

/** The task a timer is started for, from the board's card (docs/product/activity.md "Timer from a task"). */
export interface TimedTask {
  id: string;
  title: string;
}

/** A start refused because another timer runs: the task asked for and the timer that runs. */
export interface TimerConflict {
  task: TimedTask;
  running: ActiveSession;
  clockOffsetMs: number;
}

function conflictOf(error: unknown): SessionConflictResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<SessionConflictResponse> | null;
  return body && typeof body === 'object' && body.session && typeof body.serverNow === 'string' ? (body as SessionConflictResponse) : null;
}

/**
 * What a timer is started with, from elsewhere than the start form: a task from the board, or a past
 * activity continued from the history (docs/product/activity.md "Continue").
 */
export interface TimerStart {
  title: string;
  type: ActivityType;
  todoId: string | null;
}

/** A task's timer: titled as the task, of the default type, linked to it. */
export const taskTimerStart = (task: TimedTask): TimerStart => ({ title: task.title, type: DEFAULT_ACTIVITY_TYPE, todoId: task.id });

const startTimer = (next: TimerStart) => startSession({ title: next.title, type: next.type, description: null, todoId: next.todoId });
const startFor = (task: TimedTask) => startTimer(taskTimerStart(task));

function showStarted(queryClient: QueryClient, state: SessionState, title: string): void {
  setSessionState(queryClient, state);
  toast.show({ message: `Timer started for "${title}".` });
}

/**
 * Stops the timer that runs (it is logged, 'Logged "<title>" (<duration>)') and starts `next`: the
 * board's 'Switch to this task' and the history's 'Stop and continue' (docs/product/activity.md
 * "Timer from a task", "Continue").
 */
export function useSwitchTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ next, running }: { next: TimerStart; running: ActiveSession }): Promise<{ stopped: StoppedSession; state: SessionState }> => {
      const stopped = await stopSession(running.id);
      return { stopped, state: await startTimer(next) };
    },
    onSuccess: ({ stopped, state }, { next }) => {
      if (stopped.activity) toast.show({ message: `Logged "${stopped.activity.title}" (${formatDuration(stopped.activity.durationSeconds)})` });
      showStarted(queryClient, state, next.title);
    },
    onError: (error) => {
      const conflict = conflictOf(error);
      if (conflict) setSessionState(queryClient, conflict);
      toast.error(error instanceof ApiError && error.message ? error.message : 'Could not switch the timer. Please try again.');
      void queryClient.invalidateQueries({ queryKey: activityKeys.session() });
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: activityKeys.tasks() }), queryClient.invalidateQueries({ queryKey: activityKeys.history() })]),
  });
}

/**
 * docs/product/activity.md "Timer from a task": starts the timer linked to a task, titled as the task,
 * of the default type. When a timer already runs, `onConflict` hears which (the server refuses a second
 * one, docs/product/activity.md "Timer"); `switchTo` stops that one (logging it) and starts the next.
 */
export function useStartTaskTimer(onConflict: (conflict: TimerConflict) => void) {
  const queryClient = useQueryClient();
  // Starting links the task and puts a task not started in progress: the board and the task choice are stale.
  const refreshTasks = () => queryClient.invalidateQueries({ queryKey: activityKeys.tasks() });

  const start = useMutation({
    mutationFn: startFor,
    onSuccess: (state, task) => showStarted(queryClient, state, task.title),
    onError: (error, task) => {
      const conflict = conflictOf(error);
      if (conflict?.session) {
        setSessionState(queryClient, conflict);
        onConflict({ task, running: conflict.session, clockOffsetMs: queryClient.getQueryData<SessionView>(activityKeys.session())?.clockOffsetMs ?? 0 });
        return;
      }
      toast.error(error instanceof ApiError && error.message ? error.message : 'Could not start the timer. Please try again.');
    },
    onSettled: refreshTasks,
  });

  return { start, switchTo: useSwitchTimer() };
}
