import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { buttonBase, buttonStyles } from './button';
import { cx, focusRing } from './class-names';
import { ErrorBoundary } from './error-boundary';
import { useModalDialog } from './use-modal-dialog';

interface DialogProps {
  title: string;
  /** Called for Escape and the close button; the parent unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /**
   * For a dialog of text with nothing to press (a list to read): its body takes focus, so the
   * keyboard can scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
   */
  readOnlyBody?: boolean;
}

/**
 * A centred modal dialog with a title and a close button, rendered only while open.
 * docs/product/shell.md "Dialogs": the header (title and close) stays in view and the body scrolls,
 * so a long form never loses its title on a short screen. The body's scroller has no padding of its
 * own: a form's sticky footer (`sticky bottom-0 -mb-4`) then rests on the dialog's bottom edge.
 */
export function Dialog({ title, onClose, children, className, readOnlyBody = false }: DialogProps) {
  const { ref, dialogProps, close } = useModalDialog(onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      {...dialogProps}
      className={cx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg flex-col overflow-hidden open:flex rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl',
        'backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      <div className="flex shrink-0 items-center justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" aria-label="Close" onClick={close} className={cx(buttonBase, buttonStyles.ghost, 'h-9 w-9 p-0')}>
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div data-dialog-body tabIndex={readOnlyBody ? 0 : undefined} aria-labelledby={readOnlyBody ? titleId : undefined} role={readOnlyBody ? 'region' : undefined} className={cx('min-h-0 flex-1 overflow-y-auto overscroll-contain', readOnlyBody && focusRing)}>
        {/* docs/product/shell.md "Errors": a part of the dialog that fails says so here; the title and Close stay. */}
        <div className="px-5 py-4">
          <ErrorBoundary scope="dialog">{children}</ErrorBoundary>
        </div>
      </div>
    </dialog>
  );
}
