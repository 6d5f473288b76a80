import { continuedTimer, isRunningTimer, type ActiveSession, type Activity } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-error';
import { activityKeys } from '../api/activity-keys';
import type { SessionView } from '../api/session-state';
import { useStartSession } from '../api/start-session';
import { useSwitchTimer, type TimerStart } from '../api/start-task-timer';
import { SwitchTimerDialog } from './task-timer';

interface Asking {
  next: TimerStart;
  running: ActiveSession;
  clockOffsetMs: number;
}

/**
 * 'Continue' on a past activity (docs/product/activity.md "Continue"): the timer starts again with its
 * title, type and open task. With no timer it is a start like the form's (it waits offline, as a start
 * does); while one runs, the question of the board's 'Start timer' is asked first, and 'Stop and
 * continue' switches the same way.
 */
export function useContinueActivity(): { continueActivity: (activity: Activity) => void; element: ReactNode } {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const startedTitle = useRef<string | null>(null);
  const start = useStartSession(() => {
    if (startedTitle.current !== null) toast.show({ message: `Timer started for "${startedTitle.current}".` });
    startedTitle.current = null;
  });
  const { mutate: startTimer } = start;
  const { mutate: switchTimer } = useSwitchTimer();

  const continueActivity = useCallback(
    (activity: Activity) => {
      const next = continuedTimer(activity);
      const view = queryClient.getQueryData<SessionView>(activityKeys.session());
      const running = view?.session ?? null;
      if (running && isRunningTimer(running, next)) {
        toast.show({ message: `The timer is already running for "${next.title}".` });
        return;
      }
      if (running) {
        setAsking({ next, running, clockOffsetMs: view?.clockOffsetMs ?? 0 });
        return;
      }
      startedTitle.current = next.title;
      startTimer(
        { title: next.title, type: next.type, description: null, todoId: next.todoId },
        {
          // A conflict shows the timer that runs (the hook does); anything else is said here, as there is no form.
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) return;
            toast.error(error instanceof ApiError && error.message ? error.message : 'Could not start the timer. Please try again.');
          },
        },
      );
    },
    [queryClient, startTimer],
  );

  const element = asking ? (
    <SwitchTimerDialog
      running={asking.running}
      clockOffsetMs={asking.clockOffsetMs}
      question={`Stop it and continue "${asking.next.title}"? Stopping logs the time it ran.`}
      confirmLabel="Stop and continue"
      onKeep={() => setAsking(null)}
      onSwitch={() => {
        setAsking(null);
        switchTimer({ next: asking.next, running: asking.running });
      }}
    />
  ) : null;

  return { continueActivity, element };
}
