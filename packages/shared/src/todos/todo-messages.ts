import { TODO_CATEGORY_MAX_LENGTH, TODO_DESCRIPTION_MAX_LENGTH, TODO_ESTIMATED_MINUTES_MAX, TODO_TITLE_MAX_LENGTH } from './todo-constants';

// Field and error messages of the to-do form and API. The spec shows none (a blank title is ignored
// silently by the form), so these are ours: short, and saying what to do.
export const TODO_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${TODO_TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${TODO_DESCRIPTION_MAX_LENGTH} characters`,
  invalidPriority: 'Priority must be high, medium or low',
  invalidDueDate: 'Due date must be a real date in the form YYYY-MM-DD',
  categoryTooLong: `Category must be at most ${TODO_CATEGORY_MAX_LENGTH} characters`,
  invalidStatus: 'Status must be not_started, in_progress or completed',
  invalidEstimatedMinutes: 'Estimated minutes must be a whole number of at least 1',
  estimatedMinutesTooLarge: `Estimated minutes must be at most ${TODO_ESTIMATED_MINUTES_MAX}`,
  habitNotFound: 'Habit not found',
  invalidExpectedUpdatedAt: 'expectedUpdatedAt must be the task’s updatedAt timestamp',
  taskNotFound: 'Task not found',
  staleTask: 'This task was changed elsewhere. The form now shows the latest version.',
} as const;

export function unknownFieldsMessage(keys: readonly string[]): string {
  return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
}
