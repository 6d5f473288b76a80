import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Asked when a half-filled task form is about to close (docs/product/todos.md "Task form"; issue 13).
 * Escape or 'Keep editing' goes back to the form; 'Discard' closes it.
 */
export function DiscardChangesDialog({ editing, onKeep, onDiscard }: { editing: boolean; onKeep: () => void; onDiscard: () => void }) {
  const buttonsRef = useRef<HTMLDivElement>(null);
  // The safe choice ('Keep editing', the first button) has focus, so Enter by reflex loses nothing.
  useEffect(() => buttonsRef.current?.querySelector('button')?.focus(), []);
  return (
    <Dialog title={editing ? 'Discard your changes?' : 'Discard this task?'} onClose={onKeep} className="max-w-sm">
      <p className="text-sm text-slate-700 dark:text-slate-300">{editing ? 'The changes you made to this task will be lost.' : 'What you typed will be lost.'}</p>
      <div ref={buttonsRef} className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onKeep}>
          Keep editing
        </Button>
        <Button variant="danger" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </Dialog>
  );
}
