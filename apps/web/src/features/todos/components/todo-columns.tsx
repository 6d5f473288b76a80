import { nextToggleStatus, TODO_STATUSES, type Todo, type TodoStatus } from '@cadence/shared';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useDeleteTodo } from '../api/delete-todo';
import { useTodos } from '../api/get-todos';
import { useToggleTodo } from '../api/toggle-todo';
import { todayLocalDate } from './date-formats';
import { TodoColumn } from './todo-column';

/**
 * The first paint shows this many cards per column; the rest follow in steps, each a background
 * transition in its own task, so a board of a thousand tasks paints fast and no single task blocks
 * the page for long (issue 3 performance targets).
 */
const FIRST_PAINT_CARDS = 16;
const CARDS_PER_STEP = 40;
const NO_TODOS: readonly Todo[] = [];

function groupByStatus(todos: readonly Todo[]): Record<TodoStatus, Todo[]> {
  const groups: Record<TodoStatus, Todo[]> = { not_started: [], in_progress: [], completed: [] };
  for (const todo of todos) groups[todo.status].push(todo);
  return groups;
}

/** The three columns, fed straight from the task list in the query cache. */
export function TodoColumns({ onEdit }: { onEdit: (todo: Todo) => void }) {
  const todos = useTodos().data ?? NO_TODOS;
  const { mutate: toggle } = useToggleTodo();
  const { mutate: remove } = useDeleteTodo();
  const [limit, setLimit] = useState(FIRST_PAINT_CARDS);
  const columns = useMemo(() => groupByStatus(todos), [todos]);
  const today = todayLocalDate();

  const longestColumn = Math.max(columns.not_started.length, columns.in_progress.length, columns.completed.length);
  useEffect(() => {
    if (limit >= longestColumn) return;
    const timer = window.setTimeout(() => startTransition(() => setLimit((shown) => shown + CARDS_PER_STEP)));
    return () => window.clearTimeout(timer);
  }, [limit, longestColumn]);

  const onToggle = useCallback((todo: Todo) => toggle({ id: todo.id, status: nextToggleStatus(todo.status) }), [toggle]);
  const onDelete = useCallback((todo: Todo) => remove(todo.id), [remove]);

  return (
    <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-3">
      {TODO_STATUSES.map((status) => (
        <TodoColumn key={status} status={status} todos={columns[status]} renderLimit={limit} today={today} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </div>
  );
}
