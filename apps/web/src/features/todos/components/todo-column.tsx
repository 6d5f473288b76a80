import { TODO_STATUS_LABELS, type Todo, type TodoStatus } from '@cadence/shared';
import { useDroppable } from '@dnd-kit/core';
import { memo, useId } from 'react';
import { cx } from '../../../components/ui/class-names';
import type { TodoCardHandlers } from './todo-card-actions';
import { TodoCard } from './todo-card';

interface TodoColumnProps extends TodoCardHandlers {
  status: TodoStatus;
  todos: readonly Todo[];
  /** How many cards to render now; the rest follow in a background render (see todo-board). */
  renderLimit: number;
  today: string;
}

/** One status column: a labelled region and a drop target (spec part 1 §2). */
export const TodoColumn = memo(function TodoColumn({ status, todos, renderLimit, today, onToggle, onEdit, onDelete }: TodoColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = useId();
  const label = TODO_STATUS_LABELS[status];
  const shown = todos.length > renderLimit ? todos.slice(0, renderLimit) : todos;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-status={status}
      className={cx(
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-100/70 p-3 transition-colors dark:border-slate-800 dark:bg-slate-900/50',
        isOver && 'border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950/40',
      )}
    >
      <div className="flex items-center justify-between px-1">
        <h2 id={headingId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {label}
        </h2>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700">
          {todos.length}
          <span className="sr-only"> {todos.length === 1 ? 'task' : 'tasks'}</span>
        </span>
      </div>
      {todos.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-slate-300 px-3 py-8 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">Drop tasks here</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((todo) => (
            <TodoCard key={todo.id} todo={todo} today={today} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </section>
  );
});
