import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChecklistItem } from '@cadence/shared';
import type { Db } from '../../db/client';
import { checklistOfTodo, taskChecklistItems } from '../../db/schema';

// SQL for task_checklist_items (docs/product/todos.md "Checklist"). Every statement is scoped by the
// owner; whether the task is live (not deleted) is checked by the service through the task's lock.

/** A task's checklist, named by its owner and task. */
export interface ChecklistKey {
  userId: string;
  todoId: string;
}

/** One item, named by its owner, task and id. */
export interface ChecklistItemKey extends ChecklistKey {
  id: string;
}

const itemColumns = {
  id: taskChecklistItems.id,
  title: taskChecklistItems.title,
  done: taskChecklistItems.done,
  position: taskChecklistItems.position,
};

const oneItem = ({ userId, todoId, id }: ChecklistItemKey) => and(checklistOfTodo(userId, todoId), eq(taskChecklistItems.id, id));

export function listChecklist(db: Db, key: ChecklistKey): Promise<ChecklistItem[]> {
  return db
    .select(itemColumns)
    .from(taskChecklistItems)
    .where(checklistOfTodo(key.userId, key.todoId))
    .orderBy(asc(taskChecklistItems.position), asc(taskChecklistItems.id));
}

export async function findChecklistItem(db: Db, key: ChecklistItemKey): Promise<ChecklistItem | null> {
  const [row] = await db.select(itemColumns).from(taskChecklistItems).where(oneItem(key));
  return row ?? null;
}

/** How many items the task has and the position after its last one. */
export async function checklistSize(db: Db, key: ChecklistKey): Promise<{ count: number; nextPosition: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, nextPosition: sql<number>`coalesce(max(${taskChecklistItems.position}) + 1, 0)::int` })
    .from(taskChecklistItems)
    .where(checklistOfTodo(key.userId, key.todoId));
  return { count: Number(row?.count ?? 0), nextPosition: Number(row?.nextPosition ?? 0) };
}

/** The new item, or null when the id the client chose is taken (by anyone: nothing more is said). */
export async function insertChecklistItem(
  tx: Db,
  row: ChecklistKey & { id?: string | undefined; title: string; position: number; now: string },
): Promise<ChecklistItem | null> {
  const [inserted] = await tx
    .insert(taskChecklistItems)
    .values({ id: row.id, userId: row.userId, todoId: row.todoId, title: row.title, position: row.position, createdAt: row.now, updatedAt: row.now })
    .onConflictDoNothing({ target: taskChecklistItems.id })
    .returning(itemColumns);
  return inserted ?? null;
}

export async function updateChecklistItem(tx: Db, key: ChecklistItemKey, fields: { title?: string; done?: boolean; position?: number; updatedAt: string }): Promise<ChecklistItem | null> {
  const [row] = await tx.update(taskChecklistItems).set(fields).where(oneItem(key)).returning(itemColumns);
  return row ?? null;
}

export async function deleteChecklistItem(tx: Db, key: ChecklistItemKey): Promise<boolean> {
  const rows = await tx.delete(taskChecklistItems).where(oneItem(key)).returning({ id: taskChecklistItems.id });
  return rows.length > 0;
}
