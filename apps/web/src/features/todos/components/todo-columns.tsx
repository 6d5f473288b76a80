import { matchesTodoFilter, searchTerms, TODO_STATUSES, todoSearchText, type Todo, type TodoFilter, type TodoStatus } from '@cadence/shared';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cx } from '../../../components/ui/class-names';
import { useTodos } from '../api/get-todos';
import type { BoardFocus, VisibleColumns } from './board-focus';
import type { BoardLayout } from './board-layout';
import { QuickAdd } from './quick-add';
import type { TodoCardHandlers } from './todo-card-actions';
import { TodoColumn } from './todo-column';

const NO_TODOS: readonly Todo[] = [];

/** Each task's searchable text, worked out once per version of the task (tasks are never mutated). */
const searchTexts = new WeakMap<Todo, string>();
function searchTextOf(todo: Todo): string {
  let text = searchTexts.get(todo);
  if (text === undefined) {
    text = todoSearchText(todo);
    searchTexts.set(todo, text);
  }
  return text;
}

function sameItems(a: readonly Todo[], b: readonly Todo[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

interface Groups {
  shown: VisibleColumns;
  totals: Record<TodoStatus, number>;
}

/**
 * The tasks by status, those that pass the search and filters. A column whose tasks did not change
 * keeps its array, so a status change re-renders only the two columns it touches (issue 3: card
 * move latency).
 */
function useGroupsByStatus(todos: readonly Todo[], filter: TodoFilter, today: string): Groups {
  const previous = useRef<VisibleColumns | null>(null);
  return useMemo(() => {
    const terms = searchTerms(filter.query);
    const groups: Record<TodoStatus, Todo[]> = { not_started: [], in_progress: [], completed: [] };
    const totals: Record<TodoStatus, number> = { not_started: 0, in_progress: 0, completed: 0 };
    for (const todo of todos) {
      totals[todo.status] += 1;
      if (matchesTodoFilter(todo, filter, today, terms, searchTextOf)) groups[todo.status].push(todo);
    }
    const before = previous.current;
    const keep = (status: TodoStatus) => (before && sameItems(before[status], groups[status]) ? before[status] : groups[status]);
    const shown: VisibleColumns = { not_started: keep('not_started'), in_progress: keep('in_progress'), completed: keep('completed') };
    previous.current = shown;
    return { shown, totals };
  }, [todos, filter, today]);
}

interface TodoColumnsProps {
  draggedId: string | null;
  filter: TodoFilter;
  today: string;
  layout: BoardLayout;
  focus: BoardFocus;
  handlers: TodoCardHandlers;
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
export function TodoColumns({ draggedId, filter, today, layout, focus, handlers }: TodoColumnsProps) {
  const todos = useHeldWhile(useTodos().data ?? NO_TODOS, draggedId !== null);
  const { shown, totals } = useGroupsByStatus(todos, filter, today);

  // What the board shows, for focus after a change (board-focus.ts).
  useLayoutEffect(() => focus.showColumns(shown), [shown, focus]);

  const isShown = useCallback(
    (fields: { title: string; priority: string; category: string | null; dueDate: string | null }) => {
      const draft = { id: '', description: null, status: 'not_started', estimatedMinutes: null, habitId: null, habit: null, completedAt: null, createdAt: '', updatedAt: '', ...fields } as Todo;
      return matchesTodoFilter(draft, filter, today, searchTerms(filter.query), todoSearchText);
    },
    [filter, today],
  );
  const quickAdd = useMemo(() => <QuickAdd today={today} isShown={isShown} />, [today, isShown]);

  return (
    <div className={cx('gap-4', layout === 'columns' ? 'grid grid-cols-3 items-start' : 'flex flex-col')}>
      {TODO_STATUSES.map((status) => (
        <TodoColumn
          key={status}
          status={status}
          todos={shown[status]}
          total={totals[status]}
          draggedId={draggedId}
          today={today}
          layout={layout}
          focus={focus}
          handlers={handlers}
          top={status === 'not_started' ? quickAdd : undefined}
        />
      ))}
    </div>
  );
}
