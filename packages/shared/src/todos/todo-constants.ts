// docs/product/todos.md "Task", docs/product/todos.md "History": the to-do vocabulary, shared by the board and the API.
export const TODO_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

export const TODO_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TodoPriority = (typeof TODO_PRIORITIES)[number];

/** docs/product/todos.md "Defaults": a new task is medium unless the user picks otherwise. */
export const DEFAULT_TODO_PRIORITY: TodoPriority = 'medium';
export const DEFAULT_TODO_STATUS: TodoStatus = 'not_started';

/** Column titles and history labels (docs/product/todos.md "Columns", docs/product/todos.md "History"). */
export const TODO_STATUS_LABELS: Record<TodoStatus, string> = {
  not_started: 'Not Started',
  in_progress: 'In Progress',
  completed: 'Completed',
};

export const TODO_PRIORITY_LABELS: Record<TodoPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** The notes a history row carries, one per kind of change (docs/product/todos.md "Status changes"). */
export const TODO_HISTORY_NOTES = {
  created: 'Task created',
  edited: 'Status changed via edit',
  moved: 'Task moved via drag and drop',
  toggled: 'Status toggled manually',
  /** A status change made outside the board's own controls (e.g. from another area). */
  manual: 'Status changed manually',
  /** Deletes and restores change no status; their rows keep it on both sides (issue 13). */
  deleted: 'Task deleted',
  restored: 'Task restored',
  /** docs/product/todos.md "Repeating tasks": the next occurrence, made by completing the one before. */
  nextOccurrence: 'Next occurrence of a repeating task',
} as const;
export type TodoHistoryNote = (typeof TODO_HISTORY_NOTES)[keyof typeof TODO_HISTORY_NOTES];

/** Input limits. The spec names none; these keep rows and screens sane. */
export const TODO_TITLE_MAX_LENGTH = 200;
export const TODO_DESCRIPTION_MAX_LENGTH = 2000;
export const TODO_CATEGORY_MAX_LENGTH = 50;
/** One week of work; more is a typo, not an estimate. */
export const TODO_ESTIMATED_MINUTES_MAX = 10080;

/**
 * The "Undo" toast shows for 8 s (issue 13; it was 5 s in issue 3). The server keeps a deleted task
 * restorable longer so a slow network cannot lose an undo, then purges it
 * (docs/decisions/004-todo-delete-and-undo.md).
 */
export const TODO_UNDO_TOAST_MS = 8000;
export const TODO_RESTORE_WINDOW_MS = 60_000;

/** docs/product/todos.md "History": what the history table shows for a row whose task is gone. */
export const UNKNOWN_TASK_LABEL = 'Unknown task';
