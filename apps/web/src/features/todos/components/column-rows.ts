import { completedRecently, groupTodosByDue, sortTodos, TODO_GROUP_MIN_TASKS, type Todo, type TodoDueGroup, type TodoSort, type TodoStatus } from '@cadence/shared';

// What one column shows, row by row (docs/product/todos.md "Groups and sort"; issue 18 item 13): a
// long open column in groups by due date, each with a header that folds it; Completed as the last
// seven days until 'Show all'. Cards in a folded group or older than the window are not shown.

export type ColumnRow =
  | { kind: 'group'; key: string; group: TodoDueGroup; count: number; collapsed: boolean }
  | { kind: 'card'; key: string; todo: Todo; position: number };

export interface ColumnView {
  rows: ColumnRow[];
  /** The cards shown, in the order shown (focus and j/k move through these). */
  visible: Todo[];
  /** Completed tasks older than the window, hidden until 'Show all'. */
  older: number;
}

export interface ColumnViewOptions {
  status: TodoStatus;
  today: string;
  sort: TodoSort;
  /** Folded groups, '<status>:<group>'. */
  collapsed: ReadonlySet<string>;
  showAllCompleted: boolean;
  /** The local date a task was completed on (from its completedAt), null if not completed. */
  completedOn: (todo: Todo) => string | null;
}

export const groupKey = (status: TodoStatus, group: TodoDueGroup) => `${status}:${group}`;

function cardRows(todos: readonly Todo[], start = 0): ColumnRow[] {
  return todos.map((todo, index) => ({ kind: 'card', key: todo.id, todo, position: start + index }));
}

export function columnView(todos: readonly Todo[], { status, today, sort, collapsed, showAllCompleted, completedOn }: ColumnViewOptions): ColumnView {
  if (status === 'completed') {
    const shown = showAllCompleted ? todos : todos.filter((todo) => completedRecently(completedOn(todo), today));
    const visible = [...sortTodos(shown, sort)];
    return { rows: cardRows(visible), visible, older: todos.length - shown.length };
  }
  if (todos.length < TODO_GROUP_MIN_TASKS) {
    const visible = [...sortTodos(todos, sort)];
    return { rows: cardRows(visible), visible, older: 0 };
  }
  const rows: ColumnRow[] = [];
  const visible: Todo[] = [];
  for (const { group, todos: members } of groupTodosByDue(todos, today, sort)) {
    const key = groupKey(status, group);
    const folded = collapsed.has(key);
    rows.push({ kind: 'group', key, group, count: members.length, collapsed: folded });
    if (folded) continue;
    rows.push(...cardRows(members, visible.length));
    visible.push(...members);
  }
  return { rows, visible, older: 0 };
}
