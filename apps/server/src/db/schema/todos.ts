import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { isoTimestamp, ownerId } from './columns';
import { habits } from './habits';

// spec part 1 §3. Timestamps keep millisecond precision so updated_at survives the round trip through
// an ISO string exactly: it doubles as the task's version for optimistic concurrency.
const statusEnum = ['not_started', 'in_progress', 'completed'] as const;

export const todos = pgTable(
  'todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority', { enum: ['high', 'medium', 'low'] })
      .notNull()
      .default('medium'),
    dueDate: date('due_date', { mode: 'string' }),
    category: text('category'),
    status: text('status', { enum: statusEnum }).notNull().default('not_started'),
    estimatedMinutes: integer('estimated_minutes'),
    habitId: uuid('habit_id').references(() => habits.id, { onDelete: 'set null' }),
    completedAt: isoTimestamp('completed_at'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
    // Soft delete for the 5-second undo; purged after the restore window (docs/decisions/004-todo-delete-and-undo.md).
    deletedAt: isoTimestamp('deleted_at'),
  },
  (table) => [
    // The board's order (spec part 1 §7), for the live tasks only.
    index('todos_user_list_order_idx')
      .on(table.userId, table.dueDate.asc().nullsLast(), table.createdAt.desc(), table.id)
      .where(sql`${table.deletedAt} is null`),
    // The purge of tasks past their undo window scans only the soft-deleted ones.
    index('todos_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    index('todos_habit_id_idx').on(table.habitId),
    check('todos_priority_check', sql`${table.priority} in ('high', 'medium', 'low')`),
    check('todos_status_check', sql`${table.status} in ('not_started', 'in_progress', 'completed')`),
    check('todos_estimated_minutes_check', sql`${table.estimatedMinutes} is null or ${table.estimatedMinutes} >= 1`),
    // completed_at is set exactly while the task is completed (spec part 1 §4).
    check('todos_completed_at_check', sql`(${table.status} = 'completed') = (${table.completedAt} is not null)`),
  ],
);

/**
 * One row per status change (spec part 1 §4). user_id is the owner, so the history stays private after
 * its task is gone; todo_id becomes null when the task is purged and the row shows 'Unknown task'.
 */
export const taskHistory = pgTable(
  'task_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    todoId: uuid('todo_id').references(() => todos.id, { onDelete: 'set null' }),
    userId: ownerId(),
    previousStatus: text('previous_status', { enum: statusEnum }).notNull(),
    newStatus: text('new_status', { enum: statusEnum }).notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: isoTimestamp('changed_at').notNull().defaultNow(),
    notes: text('notes').notNull(),
  },
  (table) => [
    index('task_history_user_changed_at_idx').on(table.userId, table.changedAt.desc()),
    index('task_history_todo_id_idx').on(table.todoId),
    check('task_history_previous_status_check', sql`${table.previousStatus} in ('not_started', 'in_progress', 'completed')`),
    check('task_history_new_status_check', sql`${table.newStatus} in ('not_started', 'in_progress', 'completed')`),
  ],
);
