import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The safe choice: closes the dialog, as Escape and the close button do. */
  keepLabel: string;
  confirmLabel: string;
  /** Red for what ends something (a plan, a session). */
  danger?: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * A question before a change that cannot be undone in one click (issue 18 §12: cancelling a plan,
 * signing other devices out). The safe choice has focus, so Enter by reflex changes nothing.
 */
export function ConfirmDialog({ title, children, keepLabel, confirmLabel, danger = false, onKeep, onConfirm }: ConfirmDialogProps) {
  const buttonsRef = useRef<HTMLDivElement>(null);
  useEffect(() => buttonsRef.current?.querySelector('button')?.focus(), []);
  return (
    <Dialog title={title} onClose={onKeep} className="max-w-sm">
      <div className="text-sm text-slate-700 dark:text-slate-300">{children}</div>
      <div ref={buttonsRef} className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onKeep}>
          {keepLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
