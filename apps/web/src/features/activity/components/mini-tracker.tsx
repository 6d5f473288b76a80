import { formatClock, isForgottenSession, type ActiveSession } from '@cadence/shared';
import { Pause, Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonBase, buttonStyles } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { usePauseSession } from '../api/pause-session';
import { useResumeSession } from '../api/resume-session';
import { useSessionState } from '../api/session-state';
import { useElapsedSeconds } from './use-elapsed-seconds';
import { useRunningTitle } from './use-running-title';

// The question (and the form code it needs) loads only for a forgotten timer: every page carries the tracker.
const ForgottenSessionDialog = lazy(() => import('./forgotten-session-dialog').then((m) => ({ default: m.ForgottenSessionDialog })));

/**
 * The mini tracker (docs/product/activity.md "Timer on every page"): on every signed-in
 * page while a timer exists, its title, hh:mm:ss and pause or resume, linking to /activity; the
 * elapsed time in the browser tab's title while it runs; and the forgotten-timer question.
 */
export function MiniTracker() {
  const state = useSessionState();
  const session = state.data?.session ?? null;
  const clockOffsetMs = state.data?.clockOffsetMs ?? 0;
  const elapsed = useElapsedSeconds(session, clockOffsetMs);
  const running = session !== null && session.resumedAt !== null;
  useRunningTitle(session && running ? `${formatClock(elapsed)} · ${session.title} · Cadence` : null);
  if (!session) return null;
  return (
    <>
      <MiniTrackerBar session={session} elapsed={elapsed} />
      <ForgottenSessionQuestion session={session} clockOffsetMs={clockOffsetMs} />
    </>
  );
}

function MiniTrackerBar({ session, elapsed }: { session: ActiveSession; elapsed: number }) {
  const pause = usePauseSession();
  const resume = useResumeSession();
  const running = session.resumedAt !== null;
  return (
    <section aria-label="Activity timer" className="border-t border-indigo-100 bg-indigo-50/90 dark:border-indigo-500/20 dark:bg-indigo-950/60">
      <div className="flex h-11 items-center gap-3 px-4 sm:px-6 lg:px-8">
        <span aria-hidden="true" className={cx('h-2.5 w-2.5 shrink-0 rounded-full', running ? 'animate-pulse bg-emerald-500 motion-reduce:animate-none' : 'bg-amber-500')} />
        <Link to="/activity" className={cx('relative min-w-0 flex-1 truncate rounded text-sm font-medium text-indigo-950 hover:underline dark:text-indigo-50', focusRing)}>
          {session.title}
          <span className="sr-only">{running ? ', running' : ', paused'}</span>
        </Link>
        <span role="timer" aria-label="Elapsed time" className="shrink-0 font-mono text-sm font-semibold tabular-nums text-indigo-950 dark:text-white">
          {formatClock(elapsed)}
        </span>
        <button
          type="button"
          onClick={() => (running ? pause.mutate({ sessionId: session.id }) : resume.mutate({ sessionId: session.id }))}
          aria-label={running ? 'Pause timer' : 'Resume timer'}
          className={cx(buttonBase, buttonStyles.secondary, 'h-8 shrink-0 px-2.5 text-xs sm:px-3')}
        >
          {running ? <Pause aria-hidden="true" className="h-3.5 w-3.5" /> : <Play aria-hidden="true" className="h-3.5 w-3.5" />}
          <span aria-hidden="true" className="hidden sm:inline">
            {running ? 'Pause' : 'Resume'}
          </span>
        </button>
      </div>
    </section>
  );
}

/** Asks once per stretch per page load; Escape puts the question off until the app opens again. */
function ForgottenSessionQuestion({ session, clockOffsetMs }: { session: ActiveSession; clockOffsetMs: number }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const key = `${session.id}@${session.resumedAt ?? ''}`;
  if (session.resumedAt === null || dismissed === key || !isForgottenSession(session, Date.now() + clockOffsetMs)) return null;
  return (
    <Suspense fallback={null}>
      <ForgottenSessionDialog session={{ ...session, resumedAt: session.resumedAt }} clockOffsetMs={clockOffsetMs} onDismiss={() => setDismissed(key)} />
    </Suspense>
  );
}
