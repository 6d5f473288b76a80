import { X } from 'lucide-react';
import { buttonBase, buttonStyles } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { Drawer } from '../../../components/ui/drawer';
import { TaskHistoryList } from './task-history-list';

const HEADING_ID = 'task-history-heading';

interface TaskHistoryPanelProps {
  /** The task the history is filtered to ('Show history' on its card), or null for every task. */
  task: { id: string; title: string } | null;
  onShowAll: () => void;
  onClose: () => void;
}

/**
 * 'Task Movement History' as a side panel (docs/product/todos.md "History"; issue 18 item 13): a modal
 * dialog at the right edge (the whole width on a phone), so the board stays where it was under it and
 * focus comes back to what opened it. Opened from a card's menu it shows that task's rows only, with
 * 'Show all tasks' to widen it.
 */
export function TaskHistoryPanel({ task, onShowAll, onClose }: TaskHistoryPanelProps) {
  return (
    <Drawer side="right" labelledBy={HEADING_ID} onClose={onClose}>
      {(close) => (
        <>
          <div className="flex shrink-0 items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <div className="min-w-0">
              <h2 id={HEADING_ID} className="text-lg font-semibold">
                Task Movement History
              </h2>
              {task ? (
                <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700 dark:text-slate-300">
                  <span className="min-w-0 break-words">Only “{task.title}”</span>
                  <button type="button" onClick={onShowAll} className={cx('rounded font-semibold text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}>
                    Show all tasks
                  </button>
                </p>
              ) : null}
            </div>
            <button type="button" aria-label="Close" onClick={close} className={cx(buttonBase, buttonStyles.ghost, 'h-9 w-9 shrink-0 p-0')}>
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          {/* Focusable, so the keyboard can scroll a long history (axe: scrollable-region-focusable). */}
          <div role="region" aria-labelledby={HEADING_ID} tabIndex={0} className={cx('min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain px-5 py-3', focusRing)}>
            <TaskHistoryList labelledBy={HEADING_ID} taskId={task?.id ?? null} />
          </div>
        </>
      )}
    </Drawer>
  );
}
