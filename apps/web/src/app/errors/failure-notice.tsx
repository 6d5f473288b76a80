import { AlertTriangle, RefreshCw, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/class-names';
import type { FailureView } from '../../components/ui/error-boundary';
import { PageHeading } from '../../components/ui/page-heading';
import { isChunkLoadError } from '../../lib/chunk-load-error';
import { browserIsOffline } from '../../lib/offline';
import { pageHoldsTypedText } from '../../lib/typed-text';
import { lastUpdateReload, mayReloadForUpdate, reloadForUpdate } from '../../lib/update-reload';
import { forgetFailedLoads } from '../lazy-page';
import { type FailureKind, failureTexts, KEEP_TYPING_NOTE, RELOAD_TO_UPDATE, TRY_AGAIN } from './failure-texts';

/**
 * What happened, in the order it is decided (docs/product/shell.md "Errors"): code that could not be
 * fetched while offline waits for the network; after a redeploy the page reloads once by itself,
 * unless something typed is on the page or it already did; anything else is a part that broke.
 */
function kindOf(error: unknown): FailureKind {
  if (!isChunkLoadError(error)) return 'broken';
  if (browserIsOffline()) return 'offline';
  return mayReloadForUpdate(lastUpdateReload(), Date.now()) ? 'updating' : 'updated';
}

/** The notice a boundary shows in place of the part that failed (app-wide, through FailureViewContext). */
export function FailureNotice({ error, scope, retry: renderAgain }: FailureView) {
  const [kind, setKind] = useState<FailureKind>(() => kindOf(error));
  const retry = useCallback(() => {
    forgetFailedLoads();
    renderAgain();
  }, [renderAgain]);
  const [typedText, setTypedText] = useState(false);

  // After the failed part has left the page and before the notice is painted: a field still open
  // (the chat, a dialog of the shell) with something typed in it holds the reload back.
  useLayoutEffect(() => {
    if (kind !== 'updating') return;
    const typed = pageHoldsTypedText();
    if (typed || !reloadForUpdate()) {
      setTypedText(typed);
      setKind('updated');
    }
  }, [kind]);

  // Offline, the part is tried again as soon as the browser is back online (and, if its code is
  // really gone, that second failure is then an update).
  useEffect(() => {
    if (kind !== 'offline') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [kind, retry]);

  const { title, text } = failureTexts(kind, scope);
  const Icon = kind === 'offline' ? WifiOff : kind === 'broken' ? AlertTriangle : RefreshCw;
  const actions =
    kind === 'updating' ? null : (
      <div className="flex flex-wrap gap-2">
        {kind !== 'offline' ? (
          <Button variant={kind === 'updated' ? 'primary' : 'secondary'} icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />} onClick={() => window.location.reload()}>
            {RELOAD_TO_UPDATE}
          </Button>
        ) : null}
        {kind !== 'updated' ? (
          <Button variant="secondary" onClick={retry}>
            {TRY_AGAIN}
          </Button>
        ) : null}
      </div>
    );
  const note = kind === 'updated' && typedText ? <p className="text-sm">{KEEP_TYPING_NOTE}</p> : null;

  if (scope === 'page') {
    return (
      <div role={kind === 'broken' ? 'alert' : 'status'} className="mx-auto max-w-xl space-y-4 py-10 text-center">
        <Icon aria-hidden="true" className={cx('mx-auto h-10 w-10', kind === 'broken' ? 'text-amber-600 dark:text-amber-400' : 'text-indigo-600 dark:text-indigo-300')} />
        <PageHeading className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</PageHeading>
        <p className="text-slate-700 dark:text-slate-300">{text}</p>
        {note}
        <div className="flex justify-center">{actions}</div>
      </div>
    );
  }
  return (
    <div
      role={kind === 'broken' ? 'alert' : 'status'}
      className={cx(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm',
        kind === 'broken'
          ? 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-50'
          : 'border-indigo-200 bg-indigo-50 text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950/60 dark:text-indigo-50',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-2">
        <p>{text}</p>
        {note}
        {actions}
      </div>
    </div>
  );
}
