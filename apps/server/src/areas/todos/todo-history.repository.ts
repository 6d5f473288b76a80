import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TaskHistoryEntry, TodoHistoryNote, TodoStatus } from '@cadence/shared';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { taskHistory, todos } from '../../db/schema';

/** The table shows the newest rows; older ones stay in the database. */
export const HISTORY_PAGE_SIZE = 500;

export interface HistoryRow {
  todoId: string;
  userId: string;
  previousStatus: TodoStatus;
  newStatus: TodoStatus;
  changedAt: string;
  notes: TodoHistoryNote;
}

/** The owner is also the one who changed it: tasks are private (docs/product/todos.md "History"). */
export async function insertHistory(tx: Db, row: HistoryRow): Promise<void> {
  await tx.insert(taskHistory).values({ ...row, changedBy: row.userId });
}

/**
 * 'Task Movement History', newest first (docs/product/todos.md "History"). A row whose task is deleted (soft-deleted
 * within the undo window, or purged: todo_id null) comes back with todoId and todoTitle null.
 */
export async function listHistory(db: Db, userId: string): Promise<TaskHistoryEntry[]> {
  const rows = await db
    .select({
      id: taskHistory.id,
      todoId: todos.id,
      todoTitle: todos.title,
      previousStatus: taskHistory.previousStatus,
      newStatus: taskHistory.newStatus,
      changedBy: taskHistory.changedBy,
      changedAt: taskHistory.changedAt,
      notes: taskHistory.notes,
      via: taskHistory.viaToken,
    })
    .from(taskHistory)
    .leftJoin(todos, and(eq(todos.id, taskHistory.todoId), eq(todos.userId, userId), isNull(todos.deletedAt)))
    .where(eq(taskHistory.userId, userId))
    .orderBy(sql`${taskHistory.changedAt} desc nulls last, ${taskHistory.id} desc`)
    .limit(HISTORY_PAGE_SIZE);
  return rows.map((row) => ({ ...row, changedAt: toIsoTimestamp(row.changedAt) }));
}
