import { useCallback, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { cx } from '../../../components/ui/class-names';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useSessionState } from '../api/session-state';
import { ActivityHistory } from './activity-history';
import { CurrentActivityCard } from './current-activity-card';
import { START_FORM_ID, StartActivityForm } from './start-activity-form';
import { TimeReport } from './time-report';


/** Smooth unless the person asked for less motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** The Activity screen (docs/product/activity.md "Timer", docs/product/activity.md "History"): the start form or the current activity, then the history. */
export function ActivityPage() {
  const session = useSessionState();
  // Set by a start in this tab and cleared once the card has taken focus, so a timer started in
  // another tab later never pulls focus here.
  const [cardTakesFocus, setCardTakesFocus] = useState(false);
  const focusTaken = useCallback(() => setCardTakesFocus(false), []);

  const focusStartForm = useCallback(() => {
    window.setTimeout(() => {
      const title = document.getElementById(START_FORM_ID)?.querySelector<HTMLInputElement>('[name="title"]');
      title?.focus({ preventScroll: true });
    }, 0);
  }, []);

  // docs/product/activity.md "History": 'Track Activity' scrolls to the top; focus goes where the next step is.
  const trackActivity = useCallback(() => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    if (document.getElementById(START_FORM_ID)) focusStartForm();
    else document.getElementById('current-activity-heading')?.focus({ preventScroll: true });
  }, [focusStartForm]);

  const onStopped = focusStartForm;

  return (
    <div className="space-y-8">
      <PageHeading>Activity</PageHeading>
      {session.isPending ? (
        <StartFormPlaceholder />
      ) : session.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void session.refetch()}>Try again</Button>}>
          {errorMessage(session.error, 'Could not load the timer.')}
        </Alert>
      ) : session.data.session ? (
        <CurrentActivityCard session={session.data.session} clockOffsetMs={session.data.clockOffsetMs} takeFocus={cardTakesFocus} onFocusTaken={focusTaken} onStopped={onStopped} />
      ) : (
        <StartActivityForm onStarted={() => setCardTakesFocus(true)} />
      )}
      <TimeReport />
      <ActivityHistory onTrackActivity={trackActivity} waiting={session.isPending} />
    </div>
  );
}

/**
 * What shows while the timer's state loads: the start form's shape, line for line, at its height (the
 * common case is no timer). The history below is placed where it will stay, so nothing moves when the
 * form arrives (issue 19: layout shifts up to 0.53 when the history came before the timer's state).
 */
function StartFormPlaceholder() {
  return (
    <div role="status" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <span className="sr-only">Loading the timer</span>
      <div className="flex h-7 items-center">
        <Skeleton className="h-5 w-48" />
      </div>
      <div className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldPlaceholder className="sm:col-span-2" />
          <div className="space-y-1.5">
            <FieldPlaceholder control={SELECT_HEIGHT} />
            <div className="h-5" />
          </div>
          <FieldPlaceholder control={SELECT_HEIGHT} />
          <FieldPlaceholder className="sm:col-span-2" control="h-[62px]" />
        </div>
        <div className="flex justify-end">
          <Skeleton className="h-9 w-full sm:w-36" />
        </div>
      </div>
    </div>
  );
}

// The controls' heights in Chromium, measured: a text input 42 px (inputStyles' padding, line and
// border), a native select 40 px, the two-row description 62 px.
const SELECT_HEIGHT = 'h-10';

/** A field's label line and control. */
function FieldPlaceholder({ className = '', control = 'h-[42px]' }: { className?: string; control?: string }) {
  return (
    <div className={cx('space-y-1.5', className)}>
      <div className="flex h-5 items-center">
        <Skeleton className="h-3.5 w-24" />
      </div>
      <Skeleton className={control} />
    </div>
  );
}
