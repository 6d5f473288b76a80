import { nextToggleStatus, TODO_STATUS_LABELS, type Todo, type TodoStatus } from '@cadence/shared';
import { CheckCircle2, Circle, CircleDot, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { cx, focusRing } from '../../../components/ui/class-names';

export interface TodoCardHandlers {
  onToggle: (todo: Todo) => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
}

const toggleIcons: Record<TodoStatus, LucideIcon> = { not_started: Circle, in_progress: CircleDot, completed: CheckCircle2 };

const iconButton = cx(
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
  focusRing,
);

/** Toggle, edit (not on completed tasks, spec part 1 §2) and delete; each name says what it does. */
export function TodoCardActions({ todo, onToggle, onEdit, onDelete }: { todo: Todo } & TodoCardHandlers) {
  const ToggleIcon = toggleIcons[todo.status];
  const next = TODO_STATUS_LABELS[nextToggleStatus(todo.status)];
  return (
    <div className="flex shrink-0 items-center">
      <button type="button" className={cx(iconButton, todo.status === 'completed' && 'text-green-600 dark:text-green-400')} aria-label={`Move "${todo.title}" to ${next}`} title={`Move to ${next}`} onClick={() => onToggle(todo)}>
        <ToggleIcon aria-hidden="true" className="h-5 w-5" />
      </button>
      {todo.status !== 'completed' ? (
        <button type="button" className={iconButton} aria-label={`Edit "${todo.title}"`} title="Edit" onClick={() => onEdit(todo)}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
      <button type="button" className={cx(iconButton, 'hover:text-red-700 dark:hover:text-red-400')} aria-label={`Delete "${todo.title}"`} title="Delete" onClick={() => onDelete(todo)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
