import type { Todo, TodoStatus } from '@cadence/shared';
import { ArrowRight, Check, Eye, History, MoreHorizontal, Pencil, RotateCcw, Timer, Trash2, type LucideIcon } from 'lucide-react';
import { ActionMenu, type ActionMenuItem } from '../../../components/ui/action-menu';
import { cx, focusRing } from '../../../components/ui/class-names';
import { toggleActionFor } from './toggle-action';

export interface TodoCardHandlers {
  onToggle: (todo: Todo) => void;
  /** The complete checkbox before the title (docs/product/todos.md "Complete checkbox"). */
  onComplete: (todo: Todo) => void;
  onOpen: (todo: Todo) => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
  /** 'Show history': the history panel, filtered to this task (docs/product/todos.md "History"). */
  onShowHistory: (todo: Todo) => void;
  /** 'Start timer' (docs/product/todos.md "Start timer"); absent when no timer is offered. */
  onStartTimer?: (todo: Todo) => void;
}

/**
 * Icons that show the action, not the state: an arrow to move on, a check to complete, back to reopen.
 * No play icon: in an app with a timer it reads as "start timing" (issue 18 item 3).
 */
export const toggleIcons: Record<TodoStatus, LucideIcon> = { not_started: ArrowRight, in_progress: Check, completed: RotateCcw };

const toggleTones: Record<TodoStatus, string> = {
  not_started: 'border-indigo-200 text-indigo-700 hover:bg-indigo-50 dark:border-indigo-400/40 dark:text-indigo-300 dark:hover:bg-indigo-500/15',
  in_progress: 'border-green-300 text-green-800 hover:bg-green-50 dark:border-green-400/40 dark:text-green-300 dark:hover:bg-green-500/15',
  completed: 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800',
};

const icon = (Icon: LucideIcon) => <Icon aria-hidden="true" className="h-4 w-4" />;

/** The card's menu, in the order a person reaches for them; Delete last (docs/product/todos.md "Cards"). */
export function cardMenuItems(todo: Todo, { onOpen, onEdit, onDelete, onShowHistory, onStartTimer }: TodoCardHandlers): ActionMenuItem[] {
  const open = todo.status !== 'completed';
  return [
    { label: 'View details', icon: icon(Eye), onSelect: () => onOpen(todo) },
    ...(open ? [{ label: 'Edit', icon: icon(Pencil), onSelect: () => onEdit(todo) }] : []),
    ...(open && onStartTimer ? [{ label: 'Start timer', icon: icon(Timer), onSelect: () => onStartTimer(todo) }] : []),
    { label: 'Show history', icon: icon(History), onSelect: () => onShowHistory(todo) },
    { label: 'Delete', tone: 'danger', icon: icon(Trash2), onSelect: () => onDelete(todo) },
  ];
}

/**
 * The card's actions (docs/product/todos.md "Cards"): the toggle, named for what it does, and a menu
 * with the details, Edit (not on completed tasks), Start timer, Show history and Delete. Both are
 * always shown, so touch and keyboard reach them without hovering; Delete sits in the menu, so a double
 * click can never land on the next card's delete button.
 */
export function TodoCardActions({ todo, ...handlers }: { todo: Todo } & TodoCardHandlers) {
  const { label, short, next } = toggleActionFor(todo.status);
  const ToggleIcon = toggleIcons[todo.status];
  return (
    <div className="relative z-10 flex shrink-0 items-center gap-1">
      <button
        type="button"
        aria-label={`${label} "${todo.title}"`}
        title={label}
        data-toggle-to={next}
        onClick={() => handlers.onToggle(todo)}
        className={cx('inline-flex h-6 items-center gap-1 whitespace-nowrap rounded-lg border bg-white px-1.5 text-xs font-semibold transition-colors dark:bg-slate-900', toggleTones[todo.status], focusRing)}
      >
        <ToggleIcon aria-hidden="true" className="h-3.5 w-3.5" />
        {/* The whole action when the card has room for it beside its details (a container query on the card). */}
        {short === label ? (
          label
        ) : (
          <>
            <span className="@min-[23rem]:hidden">{short}</span>
            <span className="hidden @min-[23rem]:inline">{label}</span>
          </>
        )}
      </button>
      <ActionMenu
        label={`More actions for "${todo.title}"`}
        items={cardMenuItems(todo, handlers)}
        className="inline-flex h-6 w-7 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <MoreHorizontal aria-hidden="true" className="h-4 w-4" />
      </ActionMenu>
    </div>
  );
}
