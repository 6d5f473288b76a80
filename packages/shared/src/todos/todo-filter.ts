import type { Todo } from './todo';
import { TODO_PRIORITIES, type TodoPriority } from './todo-constants';
import { dueDateStanding } from './todo-dates';

// The board's search and filters (docs/product/todos.md "Search and filters").

export const TODO_DUE_FILTERS = ['any', 'overdue', 'today', 'week'] as const;
export type TodoDueFilter = (typeof TODO_DUE_FILTERS)[number];

export const TODO_DUE_FILTER_LABELS: Record<TodoDueFilter, string> = {
  any: 'Any date',
  overdue: 'Overdue',
  today: 'Due today',
  week: 'Due this week',
};

export interface TodoFilter {
  /** Words that must all appear in the title or the description. */
  query: string;
  priority: TodoPriority | 'any';
  /** A category name, or 'any'. */
  category: string | null;
  due: TodoDueFilter;
}

export const NO_TODO_FILTER: TodoFilter = { query: '', priority: 'any', category: null, due: 'any' };

/** Case and accents do not matter: 'Cafe' finds 'café'. */
export function searchableText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function searchTerms(query: string): string[] {
  return searchableText(query).split(/\s+/).filter(Boolean);
}

/** True when nothing narrows the board. */
export function isEmptyTodoFilter(filter: TodoFilter): boolean {
  return searchTerms(filter.query).length === 0 && filter.priority === 'any' && filter.category === null && filter.due === 'any';
}

/**
 * Whether a task passes every part of the filter. 'overdue' means open and due before today (a
 * completed task is never overdue); 'today' any task due today; 'week' due from today to six days on.
 * `terms` are searchTerms(filter.query), computed once per board; `text` gives the task's searchable
 * title and description (the board caches it per task).
 */
export function matchesTodoFilter(todo: Todo, filter: TodoFilter, today: string, terms: readonly string[], text: (todo: Todo) => string): boolean {
  if (filter.priority !== 'any' && todo.priority !== filter.priority) return false;
  if (filter.category !== null && (todo.category ?? '').toLowerCase() !== filter.category.toLowerCase()) return false;
  if (filter.due !== 'any') {
    if (todo.dueDate === null) return false;
    const standing = dueDateStanding(todo.dueDate, today);
    if (filter.due === 'overdue' && !(standing === 'past' && todo.status !== 'completed')) return false;
    if (filter.due === 'today' && standing !== 'today') return false;
    if (filter.due === 'week' && standing !== 'today' && standing !== 'tomorrow' && standing !== 'week') return false;
  }
  if (terms.length > 0) {
    const haystack = text(todo);
    for (const term of terms) if (!haystack.includes(term)) return false;
  }
  return true;
}

/** The searchable text of a task: its title and description. */
export function todoSearchText(todo: Pick<Todo, 'title' | 'description'>): string {
  return searchableText(`${todo.title}\n${todo.description ?? ''}`);
}

/** A stored filter read back: anything unknown falls back to "no filter" for that part. */
export function readStoredTodoFilter(value: unknown): Omit<TodoFilter, 'query'> {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const priority = (TODO_PRIORITIES as readonly unknown[]).includes(stored.priority) ? (stored.priority as TodoPriority) : 'any';
  const category = typeof stored.category === 'string' && stored.category.trim() !== '' ? stored.category : null;
  const due = (TODO_DUE_FILTERS as readonly unknown[]).includes(stored.due) ? (stored.due as TodoDueFilter) : 'any';
  return { priority, category, due };
}
