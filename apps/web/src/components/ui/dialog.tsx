import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { buttonBase, buttonStyles } from './button';
import { cx } from './class-names';

interface DialogProps {
  title: string;
  /** Called for Escape and the close button; the parent unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog, rendered only while open. It uses the native <dialog> in modal mode, so the page
 * behind it is inert (focus stays inside) and it sits in the top layer; focus returns to whatever
 * opened it when it unmounts.
 */
export function Dialog({ title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  // Escape fires `cancel`: let the parent close it, so its state stays the one truth.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={onCancel}
      // A close the browser made by itself (e.g. a repeated Escape); ignore the one our cleanup causes.
      onClose={() => {
        if (!ref.current?.open) onCloseRef.current();
      }}
      className={cx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl',
        'backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" aria-label="Close" onClick={() => onCloseRef.current()} className={cx(buttonBase, buttonStyles.ghost, 'h-9 w-9 p-0')}>
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
