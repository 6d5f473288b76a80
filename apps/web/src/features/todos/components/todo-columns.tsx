import { nextToggleStatus, TODO_STATUSES, type Todo, type TodoStatus } from '@cadence/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useDeleteTodo } from '../api/delete-todo';
import { useTodos } from '../api/get-todos';
import { useToggleTodo } from '../api/toggle-todo';
import { todayLocalDate } from './date-formats';
import { TodoColumn } from './todo-column';

const NO_TODOS: readonly Todo[] = [];
type Groups = Record<TodoStatus, readonly Todo[]>;

function sameItems(a: readonly Todo[], b: readonly Todo[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * The tasks by status. A column whose tasks did not change keeps its array, so a status change
 * re-renders only the two columns it touches (issue 3: card move latency).
 */
function useGroupsByStatus(todos: readonly Todo[]): Groups {
  const previous = useRef<Groups | null>(null);
  return useMemo(() => {
    const groups: Record<TodoStatus, Todo[]> = { not_started: [], in_progress: [], completed: [] };
    for (const todo of todos) groups[todo.status].push(todo);
    const before = previous.current;
    const next: Groups = {
      not_started: before && sameItems(before.not_started, groups.not_started) ? before.not_started : groups.not_started,
      in_progress: before && sameItems(before.in_progress, groups.in_progress) ? before.in_progress : groups.in_progress,
      completed: before && sameItems(before.completed, groups.completed) ? before.completed : groups.completed,
    };
    previous.current = next;
    return next;
  }, [todos]);
}

/**
 * The value as it was when `hold` became true, for as long as it stays true; the current value otherwise.
 * (React's "storing information from previous renders": a state set while rendering, no effect.)
 */
function useHeldWhile<T>(value: T, hold: boolean): T {
  const [held, setHeld] = useState(value);
  if (!hold && held !== value) setHeld(value);
  return hold ? held : value;
}

/**
 * The three columns, fed straight from the task list in the query cache. While a card is dragged
 * they show the list as it was when the drag began: a change from another tab (live updates) or a
 * refetch must not move cards under the pointer or the keyboard. It shows once the card is dropped,
 * and the drop is judged against the current list (docs/product/todos.md "Other tabs and devices").
 */
export function TodoColumns({ draggedId, onEdit }: { draggedId: string | null; onEdit: (todo: Todo) => void }) {
  const todos = useHeldWhile(useTodos().data ?? NO_TODOS, draggedId !== null);
  const { mutate: toggle } = useToggleTodo();
  const { mutate: remove } = useDeleteTodo();
  const columns = useGroupsByStatus(todos);
  const today = todayLocalDate();

  const onToggle = useCallback((todo: Todo) => toggle({ id: todo.id, status: nextToggleStatus(todo.status) }), [toggle]);
  const onDelete = useCallback((todo: Todo) => remove(todo.id), [remove]);

  return (
    <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-3">
      {TODO_STATUSES.map((status) => (
        <TodoColumn key={status} status={status} todos={columns[status]} draggedId={draggedId} today={today} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </div>
  );
}
