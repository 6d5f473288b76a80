import { Bug } from 'lucide-react';
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';

// The panel itself is loaded on first open: nobody pays for it on the landing page.
const DebugPanel = lazy(() => import('./debug-panel').then((m) => ({ default: m.DebugPanel })));

/** spec part 1 §2: fixed bottom-left, signed in or not. */
export function DebugPanelButton() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={open ? 'Close debug panel' : 'Open debug panel'}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
        className={cx(
          'fixed bottom-4 left-4 z-40 flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white/90 text-slate-600 shadow-md backdrop-blur hover:text-slate-900 dark:border-slate-700 dark:bg-slate-900/90 dark:text-slate-300 dark:hover:text-white',
          focusRing,
        )}
      >
        <Bug aria-hidden="true" className="h-5 w-5" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DebugPanel onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
