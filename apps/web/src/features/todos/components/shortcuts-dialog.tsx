import { Dialog } from '../../../components/ui/dialog';

const SHORTCUTS: ReadonlyArray<[keys: string[], what: string]> = [
  [['n'], 'New task'],
  [['/'], 'Search tasks'],
  [['?'], 'Show these shortcuts'],
  [['j'], 'Go to the next task'],
  [['k'], 'Go to the previous task'],
  [['x'], 'Complete the task with focus (or reopen it when it is completed)'],
  [['e'], 'Edit the task with focus'],
  [['Enter'], 'Open the details of the task whose title has focus'],
  [['Space'], 'On a card’s drag handle (Tab to it): pick the task up'],
  [['←', '→', '↑', '↓'], 'Move a picked-up task to another column'],
  [['Space'], 'Drop it there'],
  [['Esc'], 'Put it back, close a dialog, or clear the search'],
];

/** The board's keyboard shortcuts (docs/product/todos.md "Keyboard shortcuts"), opened with '?'. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">The letter shortcuts work anywhere on the board, except while you type in a field.</p>
      <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={what} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-slate-800 dark:text-slate-200">{what}</dt>
            <dd className="flex shrink-0 gap-1">
              {keys.map((key) => (
                <kbd key={key} className="min-w-7 rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
                  {key}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
