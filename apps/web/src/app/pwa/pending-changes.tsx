import { onlineManager, useMutationState } from '@tanstack/react-query';
import { CloudUpload, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/class-names';
import { dismissAllRefusedWrites, dismissRefusedWrite, useRefusedWrites } from '../../lib/refused-writes';
import { isQueuedWrite } from '../../lib/write-queue';

// docs/product/offline.md "Changes made offline": the person always knows what is not saved yet, when it
// is, and what the server refused.

export const ALL_SAVED_TEXT = 'All changes saved';
const ALL_SAVED_MS = 4000;
const SLOW_MS = 1500;

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);
export const waitingText = (count: number) => `${changes(count)} kept on this device, waiting to be saved`;
export const savingText = (count: number) => `Saving ${changes(count)}…`;

const useOnline = () => useSyncExternalStore((listener) => onlineManager.subscribe(listener), () => onlineManager.isOnline(), () => true);

export function PendingChanges() {
  const pending = useMutationState({ filters: { status: 'pending', predicate: (mutation) => isQueuedWrite(mutation) }, select: (mutation) => mutation.state.submittedAt }).length;
  const online = useOnline();
  const [allSaved, setAllSaved] = useState(false);
  // Online, a change is usually answered within a moment: the strip shows only a queue that lasts.
  const [slow, setSlow] = useState(false);
  const waiting = pending > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  const shown = waiting && (!online || slow);
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown) {
      wasShown.current = true;
      setAllSaved(false);
      return;
    }
    if (waiting || !wasShown.current) return;
    wasShown.current = false;
    setSlow(false);
    setAllSaved(true);
    const timer = window.setTimeout(() => setAllSaved(false), ALL_SAVED_MS);
    return () => window.clearTimeout(timer);
  }, [shown, waiting]);

  return (
    <div aria-live="polite">
      {shown ? (
        <p role="status" className={cx(stripClass, 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100')}>
          <CloudUpload aria-hidden="true" className={iconClass} />
          {online ? savingText(pending) : waitingText(pending)}
        </p>
      ) : allSaved ? (
        <p role="status" className={cx(stripClass, 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100')}>
          {ALL_SAVED_TEXT}
        </p>
      ) : null}
      <RefusedChanges />
    </div>
  );
}

/** The changes the server refused when they were sent, until the person has read them. */
function RefusedChanges() {
  const refused = useRefusedWrites();
  if (refused.length === 0) return null;
  return (
    <section aria-labelledby="refused-changes-title" className="border-t border-rose-200 bg-rose-50 px-4 py-2 text-sm text-rose-950 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-50">
      <div className="mx-auto flex max-w-3xl items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id="refused-changes-title" className="font-semibold">
            {refused.length === 1 ? 'A change made offline could not be saved' : `${refused.length} changes made offline could not be saved`}
          </h2>
          <ul className="mt-1 space-y-1">
            {refused.map((entry) => (
              <li key={entry.id} className="flex items-start gap-2">
                <p className="min-w-0 flex-1">
                  <span className="font-medium">{entry.what}:</span> {entry.why}
                  {entry.kept ? <> {entry.kept}</> : null}
                </p>
                <button
                  type="button"
                  onClick={() => dismissRefusedWrite(entry.id)}
                  aria-label={`Dismiss: ${entry.what}`}
                  className="rounded p-1 hover:bg-rose-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 dark:hover:bg-rose-900"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
          {refused.length > 1 ? (
            <Button variant="ghost" className="mt-1" onClick={dismissAllRefusedWrites}>
              Dismiss all
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

const stripClass = 'border-t px-4 py-1.5 text-center text-sm font-medium text-balance';
const iconClass = 'mr-2 inline-block h-4 w-4 align-[-0.2em]';
