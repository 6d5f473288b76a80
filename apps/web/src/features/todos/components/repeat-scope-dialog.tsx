import type { RepeatScope } from '@cadence/shared';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Asked when an edit of a repeating task is saved (docs/product/todos.md "Repeating tasks"): 'This
 * task only' changes this occurrence alone, 'This and future tasks' also what the next ones copy.
 * Escape or 'Cancel' goes back to the form as it was.
 */
export function RepeatScopeDialog({ onChoose, onCancel }: { onChoose: (scope: RepeatScope) => void; onCancel: () => void }) {
  const buttonsRef = useRef<HTMLDivElement>(null);
  // The usual choice, 'This and future tasks' (the last button), has focus.
  useEffect(() => buttonsRef.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus(), []);
  return (
    <Dialog title="Change a repeating task" onClose={onCancel} className="max-w-md">
      <p className="text-sm text-slate-700 dark:text-slate-300">Save your changes to this task only, or to this task and the ones that follow it?</p>
      <div ref={buttonsRef} className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => onChoose('this')}>
          This task only
        </Button>
        <Button onClick={() => onChoose('future')}>
          This and future tasks
        </Button>
      </div>
    </Dialog>
  );
}
