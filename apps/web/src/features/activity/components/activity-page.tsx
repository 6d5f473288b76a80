import { useCallback, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useSessionState } from '../api/session-state';
import { ActivityHistory } from './activity-history';
import { CurrentActivityCard } from './current-activity-card';
import { START_FORM_ID, StartActivityForm } from './start-activity-form';


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
        <div role="status" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <span className="sr-only">Loading the timer</span>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10 w-32" />
        </div>
      ) : session.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void session.refetch()}>Try again</Button>}>
          {errorMessage(session.error, 'Could not load the timer.')}
        </Alert>
      ) : session.data.session ? (
        <CurrentActivityCard session={session.data.session} clockOffsetMs={session.data.clockOffsetMs} takeFocus={cardTakesFocus} onFocusTaken={focusTaken} onStopped={onStopped} />
      ) : (
        <StartActivityForm onStarted={() => setCardTakesFocus(true)} />
      )}
      <ActivityHistory onTrackActivity={trackActivity} />
    </div>
  );
}
