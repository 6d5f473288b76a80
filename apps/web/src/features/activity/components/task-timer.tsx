import { elapsedSeconds, formatDuration, type ActiveSession } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { activityKeys } from '../api/activity-keys';
import type { SessionView } from '../api/session-state';
import { taskTimerStart, useStartTaskTimer, type TimedTask, type TimerConflict } from '../api/start-task-timer';

export interface TaskTimer {
  /** Starts the timer linked to `task`, or asks first when another timer runs. */
  start: (task: TimedTask) => void;
  /** The question 'A timer is already running', while it is asked. */
  element: ReactNode;
}

/**
 * 'Start timer' from a task (docs/product/activity.md "Timer from a task"; issue 18 item 3), handed to the
 * board by app/. A person has one timer at most: when one runs, the question says which and offers to
 * switch (stop it, which logs it, and start this task's), as the Activity screen shows the running one
 * when a second start is refused.
 */
export function useTaskTimer(): TaskTimer {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<TimerConflict | null>(null);
  const { start, switchTo } = useStartTaskTimer(setConflict);
  const { mutate: startTimer } = start;
  const { mutate: switchTimer } = switchTo;

  const begin = useCallback(
    (task: TimedTask) => {
      const view = queryClient.getQueryData<SessionView>(activityKeys.session());
      const running = view?.session ?? null;
      if (running?.todoId === task.id) {
        toast.show({ message: `The timer is already running for "${task.title}".` });
        return;
      }
      if (running) setConflict({ task, running, clockOffsetMs: view?.clockOffsetMs ?? 0 });
      else startTimer(task);
    },
    [queryClient, startTimer],
  );

  return useMemo(() => {
    const element = conflict ? (
      <SwitchTimerDialog
        running={conflict.running}
        clockOffsetMs={conflict.clockOffsetMs}
        question={`Stop it and start the timer for "${conflict.task.title}"? Stopping logs the time it ran.`}
        confirmLabel="Switch to this task"
        onKeep={() => setConflict(null)}
        onSwitch={() => {
          setConflict(null);
          switchTimer({ next: taskTimerStart(conflict.task), running: conflict.running });
        }}
      />
    ) : null;
    return { start: begin, element };
  }, [begin, conflict, switchTimer]);
}

interface SwitchTimerDialogProps {
  running: ActiveSession;
  clockOffsetMs: number;
  /** What switching does, in words: 'Stop it and start the timer for "<title>"? …'. */
  question: string;
  confirmLabel: string;
  onKeep: () => void;
  onSwitch: () => void;
}

/**
 * 'A timer is already running' (docs/product/activity.md "Timer from a task", "Continue"): which, for
 * how long, and whether to stop it for the new one.
 */
export function SwitchTimerDialog({ running, clockOffsetMs, question, confirmLabel, onKeep, onSwitch }: SwitchTimerDialogProps) {
  const [seconds] = useState(() => elapsedSeconds(running, Date.now() + clockOffsetMs));
  return (
    <Dialog title="A timer is already running" onClose={onKeep}>
      <div className="space-y-4 text-sm text-slate-700 dark:text-slate-300">
        <p className="break-words">
          {`"${running.title}" ${running.resumedAt === null ? 'is paused after' : 'has been running for'} ${formatDuration(seconds)}.`} You can time one activity at a time.
        </p>
        <p className="break-words">{question}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onKeep}>
            Keep the current timer
          </Button>
          <Button onClick={onSwitch}>{confirmLabel}</Button>
        </div>
      </div>
    </Dialog>
  );
}
