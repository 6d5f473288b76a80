import { isEmptyTodoFilter, matchesTodoFilter, searchTerms, TODO_STATUSES, todoSearchText, type Todo, type TodoFilter, type TodoStatus } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cx } from '../../../components/ui/class-names';
import { localDateOf } from '../../../lib/local-date';
import { useBoardScope, widenBoard } from '../api/board-scope';
import { useTodos } from '../api/get-todos';
import type { BoardFocus, VisibleColumns } from './board-focus';
import type { BoardLayout } from './board-layout';
import { columnView, type ColumnView } from './column-rows';
import { QuickAdd } from './quick-add';
import type { TodoCardHandlers } from './todo-card-actions';
import { TodoColumn } from './todo-column';
import type { BoardView } from './use-board-view';

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

/** The local date each task was completed on, worked out once per version of the task. */
const completedDays = new WeakMap<Todo, string | null>();
function completedOn(todo: Todo): string | null {
  let day = completedDays.get(todo);
  if (day === undefined) {
    day = todo.completedAt === null ? null : localDateOf(new Date(todo.completedAt));
    completedDays.set(todo, day);
  }
  return day;
}

function sameItems(a: readonly Todo[], b: readonly Todo[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

interface Groups {
  shown: Record<TodoStatus, readonly Todo[]>;
  totals: Record<TodoStatus, number>;
}

/**
 * The tasks by status, those that pass the search and filters. A column whose tasks did not change
 * keeps its array, so a status change re-renders only the two columns it touches (issue 3: card
 * move latency).
 */
function useGroupsByStatus(todos: readonly Todo[], filter: TodoFilter, today: string): Groups {
  const previous = useRef<Record<TodoStatus, readonly Todo[]> | null>(null);
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
    const shown = { not_started: keep('not_started'), in_progress: keep('in_progress'), completed: keep('completed') };
    previous.current = shown;
    return { shown, totals };
  }, [todos, filter, today]);
}

interface ViewInputs {
  todos: readonly Todo[];
  today: string;
  sort: BoardView['sort'];
  collapsed: readonly string[];
  showAll: boolean;
}

/**
 * Each column's rows (column-rows.ts), worked out again only for a column whose inputs changed, so a
 * move still costs the two columns it touches and not the third.
 */
function useColumnViews(shown: Record<TodoStatus, readonly Todo[]>, today: string, view: BoardView, showAllCompleted: boolean): Record<TodoStatus, ColumnView> {
  const cache = useRef(new Map<TodoStatus, { inputs: ViewInputs; view: ColumnView }>());
  return useMemo(() => {
    const collapsed = new Set(view.collapsed);
    const result = {} as Record<TodoStatus, ColumnView>;
    for (const status of TODO_STATUSES) {
      const inputs: ViewInputs = { todos: shown[status], today, sort: view.sort, collapsed: view.collapsed, showAll: status === 'completed' && showAllCompleted };
      const cached = cache.current.get(status);
      if (cached && cached.inputs.todos === inputs.todos && cached.inputs.today === today && cached.inputs.sort === inputs.sort && cached.inputs.collapsed === inputs.collapsed && cached.inputs.showAll === inputs.showAll) {
        result[status] = cached.view;
        continue;
      }
      result[status] = columnView(inputs.todos, { status, today, sort: view.sort, collapsed, showAllCompleted: inputs.showAll, completedOn });
      cache.current.set(status, { inputs, view: result[status] });
    }
    return result;
  }, [shown, today, view.sort, view.collapsed, showAllCompleted]);
}

interface TodoColumnsProps {
  draggedId: string | null;
  filter: TodoFilter;
  today: string;
  layout: BoardLayout;
  focus: BoardFocus;
  handlers: TodoCardHandlers;
  view: BoardView;
  onToggleGroup: (key: string) => void;
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
export function TodoColumns({ draggedId, filter, today, layout, focus, handlers, view, onToggleGroup }: TodoColumnsProps) {
  const todos = useHeldWhile(useTodos().data ?? NO_TODOS, draggedId !== null);
  const { shown, totals } = useGroupsByStatus(todos, filter, today);
  const [showAllCompleted, setShowAllCompleted] = useState(false);
  const queryClient = useQueryClient();
  const scope = useBoardScope(queryClient);
  const columnViews = useColumnViews(shown, today, view, showAllCompleted);
  // The completed tasks the list left out (board-scope.ts) are older than the window: counted with the
  // older ones, in the column's total and, with no search or filter (which widen the list), its count.
  const notLoaded = scope.all ? 0 : scope.olderCompleted;
  const views = useMemo(
    () => (notLoaded === 0 ? columnViews : { ...columnViews, completed: { ...columnViews.completed, older: columnViews.completed.older + notLoaded } }),
    [columnViews, notLoaded],
  );

  // What the board shows, in the order shown, for focus after a change and j/k (board-focus.ts).
  const visible = useMemo<VisibleColumns>(() => ({ not_started: views.not_started.visible, in_progress: views.in_progress.visible, completed: views.completed.visible }), [views]);
  useLayoutEffect(() => focus.showColumns(visible), [visible, focus]);

  const isShown = useCallback(
    (fields: { title: string; priority: string; category: string | null; dueDate: string | null }) => {
      const draft = { id: '', description: null, status: 'not_started', estimatedMinutes: null, habitId: null, habit: null, goalId: null, completedAt: null, createdAt: '', updatedAt: '', ...fields } as Todo;
      return matchesTodoFilter(draft, filter, today, searchTerms(filter.query), todoSearchText);
    },
    [filter, today],
  );
  const quickAdd = useMemo(() => <QuickAdd today={today} isShown={isShown} />, [today, isShown]);
  const toggleShowAll = useCallback(() => {
    widenBoard(queryClient);
    setShowAllCompleted((all) => !all);
  }, [queryClient]);

  return (
    // Side by side the gap is a little narrower, so a title of normal length keeps one line beside the checkbox.
    <div className={cx(layout === 'columns' ? 'grid grid-cols-3 items-start gap-3' : 'flex flex-col gap-4')}>
      {TODO_STATUSES.map((status) => (
        <TodoColumn
          key={status}
          status={status}
          count={shown[status].length + (status === 'completed' && isEmptyTodoFilter(filter) ? notLoaded : 0)}
          view={views[status]}
          total={totals[status] + (status === 'completed' ? notLoaded : 0)}
          draggedId={draggedId}
          today={today}
          layout={layout}
          focus={focus}
          handlers={handlers}
          onToggleGroup={onToggleGroup}
          showingAll={status === 'completed' && showAllCompleted}
          onToggleShowAll={status === 'completed' ? toggleShowAll : undefined}
          top={status === 'not_started' ? quickAdd : undefined}
        />
      ))}
    </div>
  );
}
