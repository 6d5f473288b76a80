import { z } from '../zod';
import type { Todo } from './todo';
import { isCalendarDate } from '../calendar/local-date';
import { safeString } from '../text/safe-text';
import { REMINDER_MESSAGES } from '../reminders/reminder-messages';
import { dueTimeSchema, reminderOffsetSchema } from '../reminders/reminder-schemas';
import {
  DEFAULT_TODO_PRIORITY,
  DEFAULT_TODO_STATUS,
  TODO_CATEGORY_MAX_LENGTH,
  TODO_DESCRIPTION_MAX_LENGTH,
  TODO_ESTIMATED_MINUTES_MAX,
  TODO_PRIORITIES,
  TODO_STATUSES,
  TODO_TITLE_MAX_LENGTH,
} from './todo-constants';
import { TODO_MESSAGES, unknownFieldsMessage } from './todo-messages';
import { repeatRuleSchema, repeatScopeSchema } from './repeat-rule';

// docs/product/todos.md "Defaults": empty description, category, due date and habit become null.
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Unknown fields are rejected (docs/architecture.md "API conventions") with a message naming them. */
const strict = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys ?? []) : undefined,
};

/** The API answers 400 for a blank title; the form never sends one (docs/product/todos.md "Task form": it does nothing). */
export const todoTitleSchema = safeString('Title', TODO_MESSAGES.titleRequired)
  .trim()
  .min(1, TODO_MESSAGES.titleRequired)
  .max(TODO_TITLE_MAX_LENGTH, TODO_MESSAGES.titleTooLong);

const optionalText = (maxLength: number, tooLong: string, label: string) =>
  z.preprocess(
    emptyToNull,
    safeString(label)
      .trim()
      .max(maxLength, tooLong)
      .nullable(),
  );

export const todoStatusSchema = z.enum(TODO_STATUSES, { error: TODO_MESSAGES.invalidStatus });
export const todoPrioritySchema = z.enum(TODO_PRIORITIES, { error: TODO_MESSAGES.invalidPriority });

const descriptionSchema = optionalText(TODO_DESCRIPTION_MAX_LENGTH, TODO_MESSAGES.descriptionTooLong, 'Description');
const categorySchema = optionalText(TODO_CATEGORY_MAX_LENGTH, TODO_MESSAGES.categoryTooLong, 'Category');

const dueDateSchema = z.preprocess(
  emptyToNull,
  z.string({ error: TODO_MESSAGES.invalidDueDate }).refine(isCalendarDate, TODO_MESSAGES.invalidDueDate).nullable(),
);

const estimatedMinutesSchema = z.preprocess(
  emptyToNull,
  z
    .int({ error: TODO_MESSAGES.invalidEstimatedMinutes })
    .min(1, TODO_MESSAGES.invalidEstimatedMinutes)
    .max(TODO_ESTIMATED_MINUTES_MAX, TODO_MESSAGES.estimatedMinutesTooLarge)
    .nullable(),
);

/** Whether the habit belongs to the user is checked by the server, with the same message. */
const habitIdSchema = z.preprocess(emptyToNull, z.uuid({ error: TODO_MESSAGES.habitNotFound }).nullable());
/** docs/product/goals.md "Linked tasks and habits": whether the goal is the user's (and live) is checked by the server, with the same message. */
const goalIdSchema = z.preprocess(emptyToNull, z.uuid({ error: TODO_MESSAGES.goalNotFound }).nullable());
/** A new task's id chosen by the client (a change made offline is edited before it is saved, docs/product/offline.md). */
const newTodoIdSchema = z.uuid({ error: TODO_MESSAGES.invalidNewId });

/** updatedAt of the task as the client last saw it (optimistic concurrency). */
const expectedUpdatedAtSchema = z.iso.datetime({ offset: true, error: TODO_MESSAGES.invalidExpectedUpdatedAt });

/**
 * docs/product/reminders.md "Tasks": a due time needs a due date, a reminder needs both. A field left
 * out (undefined) is not judged here: an edit keeps the stored value, and the server judges the result.
 */
export function todoTimingProblem(timing: { dueDate?: string | null; dueTime?: string | null; reminder?: string | null }): { field: 'dueTime' | 'reminder'; message: string } | null {
  const given = (value: string | null | undefined): value is string => value !== null && value !== undefined;
  if (given(timing.dueTime) && timing.dueDate === null) return { field: 'dueTime', message: REMINDER_MESSAGES.dueTimeNeedsDueDate };
  if (given(timing.reminder) && (timing.dueDate === null || timing.dueTime === null)) return { field: 'reminder', message: REMINDER_MESSAGES.reminderNeedsDueTime };
  return null;
}

/** Adds todoTimingProblem's verdict to a task body's schema, on the field it is about. */
function checkTiming(value: { dueDate?: string | null; dueTime?: string | null; reminder?: string | null }, context: z.RefinementCtx): void {
  const problem = todoTimingProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
}

/** Body of POST /api/todos. Omitted fields take the spec's defaults (priority medium, status not_started). */
export const createTodoRequestSchema = z
  .strictObject(
    {
      id: newTodoIdSchema.optional(),
      title: todoTitleSchema,
      description: descriptionSchema.default(null),
      priority: todoPrioritySchema.default(DEFAULT_TODO_PRIORITY),
      dueDate: dueDateSchema.default(null),
      dueTime: dueTimeSchema.default(null),
      reminder: reminderOffsetSchema.default(null),
      category: categorySchema.default(null),
      status: todoStatusSchema.default(DEFAULT_TODO_STATUS),
      estimatedMinutes: estimatedMinutesSchema.default(null),
      habitId: habitIdSchema.default(null),
      goalId: goalIdSchema.default(null),
      // docs/product/todos.md "Repeating tasks": null (or left out) for a task that does not repeat.
      repeat: repeatRuleSchema.nullable().default(null),
    },
    strict,
  )
  .superRefine(checkTiming);
/** What the server works with after parsing; also a valid body to send. */
export type CreateTodoRequest = z.output<typeof createTodoRequestSchema>;

/**
 * Body of PATCH /api/todos/:id. The edit form sends the whole form, so every field is required
 * (null for "none"), plus the updatedAt the form was loaded with. dueTime and reminder may be left out
 * (a form or a queued offline edit from before reminders): the task keeps its own, and a due date
 * cleared clears them (docs/product/reminders.md "Tasks").
 */
export const updateTodoRequestSchema = z
  .strictObject(
    {
      title: todoTitleSchema,
      description: descriptionSchema,
      priority: todoPrioritySchema,
      dueDate: dueDateSchema,
      dueTime: dueTimeSchema.optional(),
      reminder: reminderOffsetSchema.optional(),
      category: categorySchema,
      status: todoStatusSchema,
      estimatedMinutes: estimatedMinutesSchema,
      habitId: habitIdSchema,
      // Left out (a form or a queued offline edit from before goals), the task keeps its goal.
      goalId: goalIdSchema.optional(),
      // docs/product/todos.md "Repeating tasks": left out, the task keeps its rule (older clients and
      // queued offline edits); repeatScope 'this' edits this occurrence only, 'future' (the default) also
      // what the next occurrences copy.
      repeat: repeatRuleSchema.nullable().optional(),
      repeatScope: repeatScopeSchema.optional(),
      expectedUpdatedAt: expectedUpdatedAtSchema,
    },
    strict,
  )
  .superRefine(checkTiming);
export type UpdateTodoRequest = z.output<typeof updateTodoRequestSchema>;

/** Body of POST /api/todos/:id/move (a drop on a column). */
export const moveTodoRequestSchema = z.strictObject(
  {
    status: todoStatusSchema,
    expectedUpdatedAt: expectedUpdatedAtSchema.optional(),
  },
  strict,
);
export type MoveTodoRequest = z.output<typeof moveTodoRequestSchema>;

/** Body of POST /api/todos/:id/complete: the card's checkbox (docs/product/todos.md "Complete checkbox"). */
export const completeTodoRequestSchema = z.strictObject({ completed: z.boolean({ error: TODO_MESSAGES.invalidCompleted }) }, strict);
export type CompleteTodoRequest = z.output<typeof completeTodoRequestSchema>;

/**
 * Query of GET /api/todos: `status=open` keeps the tasks not completed, all a task choice needs (the
 * Activity screen's 'Linked Task', docs/product/activity.md "Linked task"; issue 19: the whole board was
 * 414 KiB of JSON on /activity for a person with 1,000 tasks).
 */
export const todoListQuerySchema = z.strictObject(
  {
    status: z.literal('open', { error: TODO_MESSAGES.invalidListStatus }).optional(),
    // issue 19: the board's first answer leaves out the tasks completed before Completed's last seven
    // days (recentCompletedSince), and counts them instead; 'Show all' and a search ask for every task.
    completedSince: z.iso.datetime({ offset: true, error: TODO_MESSAGES.invalidCompletedSince }).optional(),
  },
  strict,
);
export type TodoListQuery = z.output<typeof todoListQuerySchema>;

/** GET /api/todos?completedSince=…: the board without the older completed tasks, and how many those are. */
export interface TodoBoardPage {
  todos: Todo[];
  olderCompleted: number;
}

/**
 * The whole edit form's body for a task as it stands, with its version (docs/product/todos.md "Stale edits"):
 * what a change of one field sends with the rest unchanged (a reschedule, an assistant's update).
 */
export function editBodyOf(todo: Todo): UpdateTodoRequest {
  return {
    title: todo.title,
    description: todo.description,
    priority: todo.priority,
    dueDate: todo.dueDate,
    dueTime: todo.dueTime,
    reminder: todo.reminder,
    category: todo.category,
    status: todo.status,
    estimatedMinutes: todo.estimatedMinutes,
    habitId: todo.habitId,
    expectedUpdatedAt: todo.updatedAt,
  };
}
