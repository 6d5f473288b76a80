import { Bug } from 'lucide-react';
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';

// The panel itself is loaded on first open: nobody pays for it on the landing page.
const DebugPanel = lazy(() => import('./debug-panel').then((m) => ({ default: m.DebugPanel })));

/**
 * docs/product/shell.md "Debug panel": fixed bottom-left, signed in or not, inside the strip the page
 * reserves for floating controls ("Floating controls"): 0.5 + 2 rem of the 3 on phones, 1 + 2.5 of the 4.5 above.
 */
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
        data-floating-control
        onClick={() => (open ? close() : setOpen(true))}
        className={cx(
          // Small and quiet on phones; full strength on hover and focus.
          'fixed bottom-2 left-2 z-40 flex h-8 w-8 items-center justify-center rounded-full border border-slate-300 bg-white/90 text-slate-600 opacity-70 shadow-md backdrop-blur hover:text-slate-900 hover:opacity-100 focus-visible:opacity-100 sm:bottom-4 sm:left-4 sm:h-10 sm:w-10 sm:opacity-100 dark:border-slate-700 dark:bg-slate-900/90 dark:text-slate-300 dark:hover:text-white',
          focusRing,
        )}
      >
        <Bug aria-hidden="true" className="h-4 w-4 sm:h-5 sm:w-5" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DebugPanel onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
