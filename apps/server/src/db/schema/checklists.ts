import { and, eq, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CHECKLIST_TITLE_MAX_LENGTH } from '@cadence/shared';
import { isoTimestamp } from './columns';
import { ownerId } from './owner-column';
import { todos } from './todos';

/**
 * A task's checklist (docs/product/todos.md "Checklist"). Its items go with their task (the purge of a
 * deleted task) and with their owner (account deletion). A soft-deleted task's items stay, hidden with
 * it, so an undo brings them back.
 */
export const taskChecklistItems = pgTable(
  'task_checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    todoId: uuid('todo_id')
      .notNull()
      .references(() => todos.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // One task's items in their order; also the cascade from a purged task.
    index('task_checklist_items_todo_order_idx').on(table.todoId, table.position, table.id),
    // The board's second read: all of a user's items, by task and order (docs/architecture.md "The fast list path").
    index('task_checklist_items_user_list_idx').on(table.userId, table.todoId, table.position, table.id),
    check('task_checklist_items_title_check', sql`char_length(${table.title}) between 1 and ${sql.raw(String(CHECKLIST_TITLE_MAX_LENGTH))}`),
    check('task_checklist_items_position_check', sql`${table.position} >= 0`),
  ],
);

/** A user's checklist items (the table scope: every statement starts from it). */
export function checklistItemsOf(userId: string) {
  return eq(taskChecklistItems.userId, userId);
}

/** One task's items, of its owner. */
export function checklistOfTodo(userId: string, todoId: string) {
  return and(eq(taskChecklistItems.userId, userId), eq(taskChecklistItems.todoId, todoId));
}
