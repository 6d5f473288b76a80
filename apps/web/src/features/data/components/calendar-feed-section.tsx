import { CALENDAR_FEED_TEXTS as TEXTS } from '@cadence/shared';
import { CalendarDays, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { personTimeZone } from '../../../lib/local-date';
import { useCalendarFeed, useNewCalendarLink, useTurnOffCalendarLink } from '../api/calendar-feed';
import { DataSubsection } from './data-subsection';

const formatDay = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: personTimeZone() }).format(new Date(iso));

/**
 * 'Calendar feed' in 'Your data' (docs/product/data.md "Calendar feed"): a private link calendar apps
 * subscribe to. The link is shown once, right after it is made; replacing or turning it off asks first.
 */
export function CalendarFeedSection() {
  const linkId = useId();
  const feed = useCalendarFeed();
  const create = useNewCalendarLink();
  const turnOff = useTurnOffCalendarLink();
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState<'replace' | 'turn-off' | null>(null);

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (link) => {
        setShown(link.url);
        setCopied(false);
      },
    });
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the field is selected for a manual copy.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };
  const failure = create.error ?? turnOff.error;

  return (
    <DataSubsection icon={CalendarDays} title={TEXTS.title} intro={TEXTS.intro}>
      {failure ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(failure, TEXTS.failed)}
        </Alert>
      ) : null}
      {shown ? (
        <div className="mt-3 space-y-2">
          <Alert tone="success">{TEXTS.shownOnce}</Alert>
          <label htmlFor={linkId} className="sr-only">
            Calendar link
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={linkId}
              readOnly
              value={shown}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
            />
            <Button variant="secondary" icon={<Copy aria-hidden="true" className="h-4 w-4" />} onClick={() => void copy()}>
              {copied ? TEXTS.copied : TEXTS.copy}
            </Button>
          </div>
        </div>
      ) : null}
      {feed.isPending ? (
        <div role="status" className="mt-3">
          <span className="sr-only">Loading your calendar link…</span>
          <Skeleton className="h-9 w-48" />
        </div>
      ) : feed.isError ? (
        <Alert tone="error" className="mt-3" action={<Button variant="secondary" onClick={() => void feed.refetch()}>Try again</Button>}>
          {TEXTS.loadFailed}
        </Alert>
      ) : feed.data.active ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{TEXTS.active(formatDay(feed.data.createdAt!))}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" loading={create.isPending} loadingLabel="Replacing..." onClick={() => setAsking('replace')}>
              {TEXTS.replace}
            </Button>
            <Button variant="secondary" loading={turnOff.isPending} loadingLabel="Turning off..." onClick={() => setAsking('turn-off')}>
              {TEXTS.turnOff}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{TEXTS.none}</p>
          <Button loading={create.isPending} loadingLabel="Creating..." onClick={makeLink}>
            {TEXTS.create}
          </Button>
        </div>
      )}
      {asking ? (
        <ConfirmDialog
          title={asking === 'replace' ? 'Replace the calendar link?' : 'Turn off the calendar link?'}
          keepLabel="Keep the link"
          confirmLabel={asking === 'replace' ? TEXTS.replace : TEXTS.turnOff}
          danger
          onKeep={() => setAsking(null)}
          onConfirm={() => {
            const choice = asking;
            setAsking(null);
            if (choice === 'replace') makeLink();
            else turnOff.mutate(undefined, { onSuccess: () => setShown(null) });
          }}
        >
          {asking === 'replace' ? TEXTS.replaceAsk : TEXTS.turnOffAsk}
        </ConfirmDialog>
      ) : null}
    </DataSubsection>
  );
}
