import { formatClock, type ActiveSession } from '@cadence/shared';
import { ListTodo, Pause, Play, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { usePauseSession } from '../api/pause-session';
import { useResumeSession } from '../api/resume-session';
import { useStopSession } from '../api/stop-session';
import { formatDateTime } from './activity-dates';
import { ActivityTypeBadge } from './activity-type-badge';
import { useElapsedSeconds } from './use-elapsed-seconds';

interface CurrentActivityCardProps {
  session: ActiveSession;
  clockOffsetMs: number;
  /** Focus the card's heading once shown (after a start in this tab), then say so with onFocusTaken. */
  takeFocus: boolean;
  onFocusTaken: () => void;
  onStopped: () => void;
}

/** The current-activity card (docs/product/activity.md "Timer"): hh:mm:ss, Pause or Resume, and Stop. */
export function CurrentActivityCard({ session, clockOffsetMs, takeFocus, onFocusTaken, onStopped }: CurrentActivityCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const elapsed = useElapsedSeconds(session, clockOffsetMs);
  const pause = usePauseSession();
  const resume = useResumeSession();
  const stop = useStopSession(onStopped);
  const running = session.resumedAt !== null;

  useEffect(() => {
    if (!takeFocus) return;
    headingRef.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);

  return (
    <section aria-labelledby="current-activity-heading" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className={cx('h-1.5', running ? 'bg-gradient-to-r from-indigo-500 to-violet-500' : 'bg-amber-400')} aria-hidden="true" />
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="current-activity-heading" ref={headingRef} tabIndex={-1} className="text-sm font-semibold uppercase tracking-wide text-slate-600 outline-none dark:text-slate-300">
            Current Activity
          </h2>
          <p className={cx('inline-flex items-center gap-2 rounded-full px-2.5 py-1 text-xs font-semibold', running ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200' : 'bg-amber-50 text-amber-900 dark:bg-amber-500/15 dark:text-amber-100')}>
            <span aria-hidden="true" className={cx('h-2 w-2 rounded-full', running ? 'animate-pulse bg-emerald-500 motion-reduce:animate-none' : 'bg-amber-500')} />
            {running ? 'Running' : 'Paused'}
          </p>
        </div>

        <div className="mt-4 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0 space-y-2">
            <p className="break-words text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">{session.title}</p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-600 dark:text-slate-300">
              <ActivityTypeBadge type={session.type} />
              <span>
                Started <time dateTime={session.startedAt}>{formatDateTime(session.startedAt)}</time>
              </span>
            </div>
            {session.todo ? (
              <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
                <ListTodo aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" />
                <span className="min-w-0 break-words">Task: {session.todo.title}</span>
              </p>
            ) : null}
            {session.description ? <p className="whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">{session.description}</p> : null}
          </div>

          <div className="flex shrink-0 flex-col gap-4 md:items-end">
            <p role="timer" aria-label="Elapsed time" className="font-mono text-4xl font-semibold tabular-nums tracking-tight text-slate-900 sm:text-5xl dark:text-white">
              {formatClock(elapsed)}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:flex">
              {running ? (
                <Button variant="secondary" icon={<Pause aria-hidden="true" className="h-4 w-4" />} onClick={() => pause.mutate({ sessionId: session.id })}>
                  Pause
                </Button>
              ) : (
                <Button icon={<Play aria-hidden="true" className="h-4 w-4" />} onClick={() => resume.mutate({ sessionId: session.id })}>
                  Resume
                </Button>
              )}
              <Button
                variant="danger"
                icon={<Square aria-hidden="true" className="h-4 w-4" />}
                loading={stop.isPending}
                loadingLabel="Stopping..."
                onClick={() => stop.mutate({ sessionId: session.id })}
              >
                Stop
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
