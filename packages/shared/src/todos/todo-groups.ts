import { addDays } from '../calendar/calendar-days';
import type { Todo } from './todo';
import { TODO_PRIORITIES } from './todo-constants';
import { dueDateStanding } from './todo-dates';
import { compareTodosForList } from './todo-order';
import { startOfLocalDay } from '../dashboard/local-days';
import { builtOnce } from '../text/built-once';

// The board at scale (docs/product/todos.md "Groups and sort", issue 18 item 13): a long column groups
// its tasks by when they are due, each group can be folded away, and the person chooses the order
// inside the groups.

export const TODO_DUE_GROUPS = ['overdue', 'today', 'week', 'later', 'none'] as const;
export type TodoDueGroup = (typeof TODO_DUE_GROUPS)[number];

export const TODO_DUE_GROUP_LABELS: Record<TodoDueGroup, string> = {
  overdue: 'Overdue',
  today: 'Today',
  week: 'This week',
  later: 'Later',
  none: 'No date',
};

/**
 * A column groups its tasks once it holds more than a screen shows (about seven cards at 1280 × 800,
 * docs/product/todos.md "Cards"); a short column stays a plain list.
 */
export const TODO_GROUP_MIN_TASKS = 8;

/**
 * The group of a due date: before today 'overdue', today 'today', the six days after it 'week' (with
 * today, the seven days the 'Due this week' filter covers), later 'later', none 'none'.
 */
export function dueGroupOf(dueDate: string | null, today: string): TodoDueGroup {
  if (dueDate === null) return 'none';
  const standing = dueDateStanding(dueDate, today);
  if (standing === 'past') return 'overdue';
  if (standing === 'today') return 'today';
  return standing === 'later' ? 'later' : 'week';
}

export const TODO_SORTS = ['due', 'priority', 'newest', 'title'] as const;
export type TodoSort = (typeof TODO_SORTS)[number];

export const TODO_SORT_LABELS: Record<TodoSort, string> = {
  due: 'Due date',
  priority: 'Priority',
  newest: 'Newest first',
  title: 'Title (A to Z)',
};

const PRIORITY_RANK = Object.fromEntries(TODO_PRIORITIES.map((priority, rank) => [priority, rank])) as Record<Todo['priority'], number>;
const titleCollator = builtOnce(() => new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

type SortKey = Pick<Todo, 'id' | 'dueDate' | 'createdAt' | 'priority' | 'title'>;

/**
 * The order inside a group. Each ends with the board's own order (docs/product/todos.md "Order"), so
 * two tasks never swap places between loads: 'due' is that order; 'priority' high first; 'newest' by
 * creation, newest first; 'title' A to Z, ignoring case and accents, with numbers read as numbers.
 */
export function compareTodosBy(sort: TodoSort): (a: SortKey, b: SortKey) => number {
  switch (sort) {
    case 'priority':
      return (a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || compareTodosForList(a, b);
    case 'newest':
      return (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id === b.id ? 0 : a.id < b.id ? -1 : 1);
    case 'title':
      return (a, b) => titleCollator().compare(a.title, b.title) || compareTodosForList(a, b);
    default:
      return compareTodosForList;
  }
}

/** The tasks in the chosen order; a list already in the board's order is kept as it is for 'due'. */
export function sortTodos<T extends SortKey>(todos: readonly T[], sort: TodoSort): readonly T[] {
  return sort === 'due' ? todos : [...todos].sort(compareTodosBy(sort));
}

export interface TodoGroup<T> {
  group: TodoDueGroup;
  todos: T[];
}

/** The groups that have tasks, in TODO_DUE_GROUPS order, each in the chosen order. Every task is in exactly one. */
export function groupTodosByDue<T extends SortKey>(todos: readonly T[], today: string, sort: TodoSort): Array<TodoGroup<T>> {
  const byGroup = new Map<TodoDueGroup, T[]>();
  for (const todo of sortTodos(todos, sort)) {
    const group = dueGroupOf(todo.dueDate, today);
    const list = byGroup.get(group);
    if (list) list.push(todo);
    else byGroup.set(group, [todo]);
  }
  return TODO_DUE_GROUPS.filter((group) => byGroup.has(group)).map((group) => ({ group, todos: byGroup.get(group)! }));
}

/** Completed shows the tasks completed in the last seven days, today included, until 'Show all'. */
export const TODO_RECENT_COMPLETED_DAYS = 7;

/** Whether a task completed on the local date `completedOn` falls in the last seven days up to `today`. */
export function completedRecently(completedOn: string | null, today: string): boolean {
  return completedOn !== null && completedOn >= addDays(today, 1 - TODO_RECENT_COMPLETED_DAYS);
}

/**
 * Where Completed's last seven days begin: the instant the local day six days before `today` starts in
 * `timeZone`. The board asks only for the tasks completed since then (GET /api/todos?completedSince,
 * issue 19 "the board's initial payload bounded"); a task completed at or after it is exactly one
 * `completedRecently` keeps.
 */
export function recentCompletedSince(today: string, timeZone: string): string {
  return new Date(startOfLocalDay(addDays(today, 1 - TODO_RECENT_COMPLETED_DAYS), timeZone)).toISOString();
}

/** A stored sort read back: anything unknown is the board's own order. */
export function readStoredTodoSort(value: unknown): TodoSort {
  return (TODO_SORTS as readonly unknown[]).includes(value) ? (value as TodoSort) : 'due';
}
