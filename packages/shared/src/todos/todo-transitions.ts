import { TODO_STATUSES, type TodoStatus } from './todo-constants';

/** docs/product/todos.md "Toggle": the toggle button cycles not_started -> in_progress -> completed -> not_started. */
export function nextToggleStatus(status: TodoStatus): TodoStatus {
  const index = TODO_STATUSES.indexOf(status);
  return TODO_STATUSES[(index + 1) % TODO_STATUSES.length] as TodoStatus;
}

/**
 * docs/product/todos.md "Complete checkbox": the status a task takes when its checkbox is set to
 * `completed`. Ticking completes an open task; unticking a completed one reopens it to Not Started (as
 * the toggle's 'Reopen' does); anything else leaves the status as it is, so a repeated click never
 * undoes itself.
 */
export function statusForCompletion(status: TodoStatus, completed: boolean): TodoStatus {
  if (completed) return 'completed';
  return status === 'completed' ? 'not_started' : status;
}

/**
 * docs/product/todos.md "Status changes": completed_at is set to the current time when a task becomes completed and cleared
 * when it leaves completed. Staying completed keeps the original time.
 */
export function completedAtFor(
  previousStatus: TodoStatus | null,
  nextStatus: TodoStatus,
  previousCompletedAt: string | null,
  now: string,
): string | null {
  if (nextStatus !== 'completed') return null;
  if (previousStatus === 'completed' && previousCompletedAt !== null) return previousCompletedAt;
  return now;
}

export interface StatusChange {
  status: TodoStatus;
  completedAt: string | null;
  /** True when the status really changes, so exactly one history row is due. */
  writesHistory: boolean;
  /** True when the task becomes completed now (a linked habit is then done for today). */
  becomesCompleted: boolean;
}

/** Everything a status change implies, computed once for every route that changes a status. */
export function statusChange(
  previous: { status: TodoStatus; completedAt: string | null },
  nextStatus: TodoStatus,
  now: string,
): StatusChange {
  const changed = previous.status !== nextStatus;
  return {
    status: nextStatus,
    completedAt: completedAtFor(previous.status, nextStatus, previous.completedAt, now),
    writesHistory: changed,
    becomesCompleted: changed && nextStatus === 'completed',
  };
}
