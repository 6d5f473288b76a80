import { Wifi, WifiOff } from 'lucide-react';
import { useEffect, useReducer } from 'react';
import { cx } from '../../components/ui/class-names';
import { useLiveStatus } from '../../lib/live-status';
import { BACK_ONLINE_MS, initialIndicatorState, nextIndicatorState, OFFLINE_GRACE_MS } from './live-indicator-state';

// docs/product/shell.md "Offline": the strip promises only what is true. A change to tasks made offline
// waits on this device (docs/product/offline.md "Changes made offline"); other changes are refused where
// they are made; what others change shows once back online.
export const OFFLINE_TEXT = "Offline — changes to your tasks are kept on this device and saved once you're back online; other changes need a connection.";
export const BACK_ONLINE_TEXT = 'Back online';

/**
 * The shell header's strip that says when live updates are off and when they are back
 * (docs/product/shell.md "Live updates"). The polite live region stays mounted, so the words are
 * announced when they appear; 'Back online' fades after a few seconds (at once under reduced motion).
 */
export function LiveStatusIndicator() {
  const status = useLiveStatus();
  const [state, dispatch] = useReducer(nextIndicatorState, initialIndicatorState);

  useEffect(() => dispatch({ type: 'status', status }), [status]);

  const graceRuns = state.down && state.view !== 'offline';
  useEffect(() => {
    if (!graceRuns) return;
    const timer = window.setTimeout(() => dispatch({ type: 'grace-ended' }), OFFLINE_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [graceRuns]);

  const backOnline = state.view === 'back-online';
  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => dispatch({ type: 'back-online-ended' }), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  return (
    <div aria-live="polite">
      {state.view === 'offline' ? (
        <p role="status" className={cx(stripClass, 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100')}>
          <WifiOff aria-hidden="true" className={iconClass} />
          {OFFLINE_TEXT}
        </p>
      ) : null}
      {backOnline ? (
        <p
          role="status"
          style={{ animationDuration: `${BACK_ONLINE_MS}ms` }}
          className={cx(stripClass, 'border-emerald-200 bg-emerald-50 text-emerald-900 motion-safe:animate-[live-note-out_linear_forwards] dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100')}
        >
          <Wifi aria-hidden="true" className={iconClass} />
          {BACK_ONLINE_TEXT}
        </p>
      ) : null}
    </div>
  );
}

// The icon flows with the words, so a sentence wrapped on a phone keeps it beside its first line.
const stripClass = 'border-t px-4 py-1.5 text-center text-sm font-medium text-balance';
const iconClass = 'mr-2 inline-block h-4 w-4 align-[-0.2em]';
