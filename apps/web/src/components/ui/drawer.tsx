import type { MouseEvent, ReactNode } from 'react';
import { cx } from './class-names';
import { useModalDialog } from './use-modal-dialog';

interface DrawerProps {
  /** The drawer's accessible name: a text, or the id of its heading. */
  label?: string;
  labelledBy?: string;
  /** The edge it slides in from (the navigation on the left; side panels such as the task history on the right). */
  side?: 'left' | 'right';
  /** Called for Escape, a click on the backdrop, and whatever the content calls it for. */
  onClose: () => void;
  /** Gets `close`, which closes the dialog first so focus returns to the opener. */
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
}

const SIDES = {
  left: 'left-0 right-auto w-72 max-w-[85vw] overflow-y-auto backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm motion-safe:animate-[drawer-in_200ms_ease-out]',
  right: 'left-auto right-0 w-[28rem] max-w-full overflow-hidden border-l border-slate-200 open:flex open:flex-col backdrop:bg-slate-900/40 dark:border-slate-800',
} as const;

/**
 * A modal panel at an edge of the screen, rendered only while open: the native <dialog> keeps focus
 * inside and gives it back to the opener when it closes (issue 7 §4).
 */
export function Drawer({ label, labelledBy, side = 'left', onClose, children, className }: DrawerProps) {
  const { ref, dialogProps, close } = useModalDialog(onClose);
  // A click on the backdrop lands on the <dialog> itself; the panel's own clicks land on its content.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-label={label}
      aria-labelledby={labelledBy}
      {...dialogProps}
      onClick={onClick}
      className={cx(
        'fixed inset-y-0 m-0 h-dvh max-h-none border-0 bg-white p-0 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100',
        SIDES[side],
        className,
      )}
    >
      {typeof children === 'function' ? children(close) : <div className="flex min-h-full flex-col gap-6 p-4">{children}</div>}
    </dialog>
  );
}
