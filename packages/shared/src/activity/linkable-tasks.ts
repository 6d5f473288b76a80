import type { TodoPriority, TodoStatus } from '../todos/todo-constants';

/** The fields the activity form's task choice depends on. */
export interface LinkableTaskKey {
  id: string;
  status: TodoStatus;
  priority: TodoPriority;
  dueDate: string | null;
  createdAt: string;
}

const PRIORITY_RANK: Record<TodoPriority, number> = { high: 0, medium: 1, low: 2 };

/**
 * docs/product/activity.md "Linked task": the tasks an activity can link, the ones not started or in
 * progress, high priority first, then by due date (undated last), then newest
 * first, then by id so the order is total.
 */
export function compareLinkableTasks(a: LinkableTaskKey, b: LinkableTaskKey): number {
  const byPriority = PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority];
  if (byPriority !== 0) return byPriority;
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  const byCreation = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (byCreation !== 0) return byCreation;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

export function isLinkableTask(task: Pick<LinkableTaskKey, 'status'>): boolean {
  return task.status === 'not_started' || task.status === 'in_progress';
}

/** The choice list: linkable tasks only, in their order. */
export function linkableTasks<T extends LinkableTaskKey>(tasks: readonly T[]): T[] {
  return tasks.filter(isLinkableTask).sort(compareLinkableTasks);
}
