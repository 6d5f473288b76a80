import type { Todo, TodoStatus } from '@cadence/shared';
import { Eye, MoreHorizontal, Pencil, Play, RotateCcw, Check, Trash2, type LucideIcon } from 'lucide-react';
import { ActionMenu, type ActionMenuItem } from '../../../components/ui/action-menu';
import { cx, focusRing } from '../../../components/ui/class-names';
import { toggleActionFor } from './toggle-action';

export interface TodoCardHandlers {
  onToggle: (todo: Todo) => void;
  onOpen: (todo: Todo) => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
}

/** Icons that show the action, not the state (issue 13): play to start, a check to complete, back to reopen. */
export const toggleIcons: Record<TodoStatus, LucideIcon> = { not_started: Play, in_progress: Check, completed: RotateCcw };

const toggleTones: Record<TodoStatus, string> = {
  not_started: 'border-indigo-200 text-indigo-700 hover:bg-indigo-50 dark:border-indigo-400/40 dark:text-indigo-300 dark:hover:bg-indigo-500/15',
  in_progress: 'border-green-300 text-green-800 hover:bg-green-50 dark:border-green-400/40 dark:text-green-300 dark:hover:bg-green-500/15',
  completed: 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800',
};

/**
 * The card's actions (docs/product/todos.md "Cards"): the toggle, which says what it will do, and a
 * menu with the details, Edit (not on completed tasks, docs/product/todos.md "Cards") and Delete. Both are always
 * shown, so touch and keyboard reach them without hovering; Delete sits in the menu, so a double
 * click can never land on the next card's delete button.
 */
export function TodoCardActions({ todo, onToggle, onOpen, onEdit, onDelete }: { todo: Todo } & TodoCardHandlers) {
  const { label, next } = toggleActionFor(todo.status);
  const ToggleIcon = toggleIcons[todo.status];
  const items: ActionMenuItem[] = [
    { label: 'View details', icon: <Eye aria-hidden="true" className="h-4 w-4" />, onSelect: () => onOpen(todo) },
    ...(todo.status !== 'completed' ? [{ label: 'Edit', icon: <Pencil aria-hidden="true" className="h-4 w-4" />, onSelect: () => onEdit(todo) }] : []),
    { label: 'Delete', tone: 'danger', icon: <Trash2 aria-hidden="true" className="h-4 w-4" />, onSelect: () => onDelete(todo) },
  ];
  return (
    <div className="relative z-10 flex shrink-0 items-center gap-1">
      <button
        type="button"
        aria-label={`${label} "${todo.title}"`}
        data-toggle-to={next}
        onClick={() => onToggle(todo)}
        className={cx('inline-flex h-6 items-center gap-1 rounded-lg border bg-white px-2 text-xs font-semibold transition-colors dark:bg-slate-900', toggleTones[todo.status], focusRing)}
      >
        <ToggleIcon aria-hidden="true" className="h-3.5 w-3.5" />
        {label}
      </button>
      <ActionMenu
        label={`More actions for "${todo.title}"`}
        items={items}
        className="inline-flex h-6 w-7 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <MoreHorizontal aria-hidden="true" className="h-4 w-4" />
      </ActionMenu>
    </div>
  );
}
