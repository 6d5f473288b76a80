import { DEFAULT_ACTIVITY_TYPE, formatDuration, type ActiveSession, type SessionConflictResponse, type SessionState, type StoppedSession } from '@cadence/shared';
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

const startFor = (task: TimedTask) => startSession({ title: task.title, type: DEFAULT_ACTIVITY_TYPE, description: null, todoId: task.id });

/**
 * docs/product/activity.md "Timer from a task": starts the timer linked to a task, titled as the task,
 * of the default type. When a timer already runs, `onConflict` hears which (the server refuses a second
 * one, docs/product/activity.md "Timer"); `switchTo` stops that one (logging it) and starts the task's.
 */
export function useStartTaskTimer(onConflict: (conflict: TimerConflict) => void) {
  const queryClient = useQueryClient();
  const started = (state: SessionState, task: TimedTask) => {
    setSessionState(queryClient, state);
    toast.show({ message: `Timer started for "${task.title}".` });
  };
  // Starting links the task and puts a task not started in progress: the board and the task choice are stale.
  const refreshTasks = () => queryClient.invalidateQueries({ queryKey: activityKeys.tasks() });

  const start = useMutation({
    mutationFn: startFor,
    onSuccess: started,
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

  const switchTo = useMutation({
    mutationFn: async ({ task, running }: { task: TimedTask; running: ActiveSession }): Promise<{ stopped: StoppedSession; state: SessionState }> => {
      const stopped = await stopSession(running.id);
      return { stopped, state: await startFor(task) };
    },
    onSuccess: ({ stopped, state }, { task }) => {
      if (stopped.activity) toast.show({ message: `Logged "${stopped.activity.title}" (${formatDuration(stopped.activity.durationSeconds)})` });
      started(state, task);
    },
    onError: (error) => {
      const conflict = conflictOf(error);
      if (conflict) setSessionState(queryClient, conflict);
      toast.error(error instanceof ApiError && error.message ? error.message : 'Could not switch the timer. Please try again.');
      void queryClient.invalidateQueries({ queryKey: activityKeys.session() });
    },
    onSettled: () => Promise.all([refreshTasks(), queryClient.invalidateQueries({ queryKey: activityKeys.history() })]),
  });

  return { start, switchTo };
}
