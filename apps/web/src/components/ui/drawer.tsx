import type { MouseEvent, ReactNode } from 'react';
import { cx } from './class-names';
import { useModalDialog } from './use-modal-dialog';

interface DrawerProps {
  /** The drawer's accessible name. */
  label: string;
  /** Called for Escape, a click on the backdrop, and whatever the content calls it for. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal panel sliding in from the left, rendered only while open: the native <dialog> keeps
 * focus inside and gives it back to the opener when it closes (issue 7 §4).
 */
export function Drawer({ label, onClose, children, className }: DrawerProps) {
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
      {...dialogProps}
      onClick={onClick}
      className={cx(
        'fixed inset-y-0 left-0 right-auto m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto border-0 bg-white p-0 text-slate-900 shadow-xl',
        'backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm motion-safe:animate-[drawer-in_200ms_ease-out] dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      <div className="flex min-h-full flex-col gap-6 p-4">{children}</div>
    </dialog>
  );
}
