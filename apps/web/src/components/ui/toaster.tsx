import { X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cx, focusRing } from './class-names';
import { getToasts, subscribeToToasts, toast, type ToastItem } from './toast-store';

/**
 * The toasts raised with `toast.show()`, bottom-right (the debug button sits bottom-left).
 * Notes are polite (role=status), errors are announced at once (role=alert).
 */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <div aria-live="polite" className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2">
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </div>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);

  // Hovering or focusing a toast holds it, so there is time to reach its button.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => toast.dismiss(item.id), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [paused, item.id, item.durationMs]);

  const isError = item.tone === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cx(
        'pointer-events-auto flex items-center gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg',
        isError
          ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950 dark:text-red-100'
          : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
      )}
    >
      <p className="min-w-0 flex-1">
        {item.message}
        {item.count > 1 ? (
          <span className="ml-2 inline-block rounded-full bg-slate-200 px-1.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            <span aria-hidden="true">×{item.count}</span>
            <span className="sr-only">({item.count} times)</span>
          </span>
        ) : null}
      </p>
      {item.action ? (
        <button
          type="button"
          onClick={() => {
            toast.dismiss(item.id);
            item.action?.onAction();
          }}
          className={cx('rounded-lg px-2 py-1 font-semibold text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-700', focusRing)}
        >
          {item.action.label}
        </button>
      ) : null}
      <button type="button" aria-label="Dismiss" onClick={() => toast.dismiss(item.id)} className={cx('rounded-lg p-1 opacity-70 hover:opacity-100', focusRing)}>
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
