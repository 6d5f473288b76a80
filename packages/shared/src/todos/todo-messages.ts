import { TODO_CATEGORY_MAX_LENGTH, TODO_DESCRIPTION_MAX_LENGTH, TODO_ESTIMATED_MINUTES_MAX, TODO_TITLE_MAX_LENGTH } from './todo-constants';

/** 10080 -> '10,080': limits are written as people read numbers. */
const count = (n: number) => n.toLocaleString('en-US');
const MINUTES_PER_DAY = 1440;

// Field and error messages of the to-do form and API. The spec shows none (a blank title is ignored
// silently by the form), so these are ours: short, saying what to do, and every limit with its unit
// (issue 13).
export const TODO_MESSAGES = {
  invalidNewId: 'id must be a UUID (or left out: the server picks one)',
  idTaken: 'A task with this id already exists.',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${count(TODO_TITLE_MAX_LENGTH)} characters`,
  descriptionTooLong: `Description must be at most ${count(TODO_DESCRIPTION_MAX_LENGTH)} characters`,
  invalidPriority: 'Priority must be high, medium or low',
  invalidDueDate: 'Due date must be a real date in the form YYYY-MM-DD',
  categoryTooLong: `Category must be at most ${count(TODO_CATEGORY_MAX_LENGTH)} characters`,
  invalidStatus: 'Status must be not_started, in_progress or completed',
  invalidEstimatedMinutes: 'Estimated minutes must be a whole number of at least 1',
  estimatedMinutesTooLarge: `Estimated minutes must be at most ${count(TODO_ESTIMATED_MINUTES_MAX)} minutes (${TODO_ESTIMATED_MINUTES_MAX / MINUTES_PER_DAY} days)`,
  habitNotFound: 'Habit not found',
  goalNotFound: 'Goal not found',
  invalidExpectedUpdatedAt: 'expectedUpdatedAt must be the task’s updatedAt timestamp',
  taskNotFound: 'Task not found',
  invalidCompleted: 'Completed must be true or false',
  invalidListStatus: 'Status must be open',
  invalidCompletedSince: 'completedSince must be a date and time with its offset, like 2026-11-20T00:00:00Z',
  staleTask: 'This task was changed elsewhere. The form now shows the latest version.',
} as const;

export function unknownFieldsMessage(keys: readonly string[]): string {
  return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
}
