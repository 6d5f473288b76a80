import { and, eq, isNull, sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_TODO_PRIORITY, DEFAULT_TODO_STATUS, REMINDER_OFFSETS, TODO_PRIORITIES, TODO_STATUSES } from '@cadence/shared';
import { isoTimestamp, oneOf, timeOfDayCheck } from './columns';
import { goals } from './goals';
import { habits } from './habits';
import { ownerId } from './owner-column';

// docs/product/todos.md "Task". Timestamps keep millisecond precision so updated_at survives the round
// trip through an ISO string exactly: it doubles as the task's version for optimistic concurrency.
export const todos = pgTable(
  'todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority', { enum: TODO_PRIORITIES }).notNull().default(DEFAULT_TODO_PRIORITY),
    dueDate: date('due_date', { mode: 'string' }),
    // docs/product/reminders.md "Tasks": 'HH:MM' in the person's zone, and when the reminder fires.
    dueTime: text('due_time'),
    reminder: text('reminder', { enum: REMINDER_OFFSETS }),
    category: text('category'),
    status: text('status', { enum: TODO_STATUSES }).notNull().default(DEFAULT_TODO_STATUS),
    estimatedMinutes: integer('estimated_minutes'),
    habitId: uuid('habit_id').references(() => habits.id, { onDelete: 'set null' }),
    // docs/product/goals.md "Linked tasks and habits" (issue 22 §4): the goal this task works towards.
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    // docs/product/todos.md "Repeating tasks" (issue 22 §1): the repeat rule (shape in shared), the
    // series every occurrence belongs to (the first occurrence's id) and this occurrence's number.
    repeatRule: jsonb('repeat_rule'),
    seriesId: uuid('series_id'),
    occurrence: integer('occurrence'),
    completedAt: isoTimestamp('completed_at'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
    // docs/product/access.md "On the board": the name of the access token that changed the task last;
    // set by the database (agent_mark_via() trigger, migration 0014), cleared by the person's next change.
    viaToken: text('via_token'),
    // Soft delete for the 5-second undo; purged after the restore window (docs/decisions/004-todo-delete-and-undo.md).
    deletedAt: isoTimestamp('deleted_at'),
  },
  (table) => [
    // The board's order (docs/product/todos.md "Order"), for the live tasks only.
    index('todos_user_list_order_idx')
      .on(table.userId, table.dueDate.asc().nullsLast(), table.createdAt.desc(), table.id)
      .where(sql`${table.deletedAt} is null`),
    // The purge of tasks past their undo window scans only the soft-deleted ones.
    index('todos_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index('todos_habit_id_idx').on(table.habitId),
    index('todos_goal_id_idx')
      .on(table.goalId)
      .where(sql`${table.goalId} is not null`),
    // One row per occurrence of a series: the next occurrence is inserted ON CONFLICT DO NOTHING, so
    // two completions at the same moment (two tabs, two instances) create it once.
    uniqueIndex('todos_series_occurrence_unique')
      .on(table.seriesId, table.occurrence)
      .where(sql`${table.seriesId} is not null`),
    check('todos_series_occurrence_check', sql`(${table.seriesId} is null) = (${table.occurrence} is null)`),
    check('todos_occurrence_check', sql`${table.occurrence} is null or ${table.occurrence} >= 1`),
    // The reminder scheduler's scan (docs/product/reminders.md "Tasks"): the open tasks with a reminder, by due date.
    index('todos_reminder_due_date_idx')
      .on(table.dueDate)
      .where(sql`${table.reminder} is not null and ${table.deletedAt} is null and ${table.status} <> 'completed'`),
    check('todos_priority_check', oneOf(table.priority, TODO_PRIORITIES)),
    check('todos_status_check', oneOf(table.status, TODO_STATUSES)),
    check('todos_reminder_check', oneOf(table.reminder, REMINDER_OFFSETS, { nullable: true })),
    check('todos_due_time_check', timeOfDayCheck(table.dueTime)),
    // A due time needs a due date, a reminder needs both (docs/product/reminders.md "Tasks").
    check('todos_due_time_needs_date_check', sql`${table.dueTime} is null or ${table.dueDate} is not null`),
    check('todos_reminder_needs_time_check', sql`${table.reminder} is null or ${table.dueTime} is not null`),
    check('todos_estimated_minutes_check', sql`${table.estimatedMinutes} is null or ${table.estimatedMinutes} >= 1`),
    // completed_at is set exactly while the task is completed (docs/product/todos.md "Status changes").
    check('todos_completed_at_check', sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`),
  ],
);

/**
 * A user's live tasks: owned by them and not deleted (in the undo window or purged). Every reader
 * outside the to-do area (dashboard, AI coach, activity) starts from this scope, so none can forget
 * either condition.
 */
export function liveTodosOf(userId: string) {
  return and(eq(todos.userId, userId), isNull(todos.deletedAt));
}

/**
 * One row per status change (docs/product/todos.md "History"). user_id is the owner, so the history
 * stays private after its task is gone; todo_id becomes null when the task is purged and the row shows
 * 'Unknown task'.
 */
export const taskHistory = pgTable(
  'task_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    todoId: uuid('todo_id').references(() => todos.id, { onDelete: 'set null' }),
    userId: ownerId(),
    previousStatus: text('previous_status', { enum: TODO_STATUSES }).notNull(),
    newStatus: text('new_status', { enum: TODO_STATUSES }).notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: isoTimestamp('changed_at').notNull().defaultNow(),
    notes: text('notes').notNull(),
    // docs/product/access.md "In the task's history": the access token that made the change, set by the
    // database (agent_mark_via(), migration 0015); null for the person's own changes.
    viaToken: text('via_token'),
  },
  (table) => [
    index('task_history_user_changed_at_idx').on(table.userId, table.changedAt.desc()),
    index('task_history_todo_id_idx').on(table.todoId),
    check('task_history_previous_status_check', oneOf(table.previousStatus, TODO_STATUSES)),
    check('task_history_new_status_check', oneOf(table.newStatus, TODO_STATUSES)),
  ],
);
