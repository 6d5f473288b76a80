import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChecklistItem } from '@cadence/shared';
import type { Db } from '../../db/client';
import { jsonPlain, jsonScalar, jsonText } from '../../db/json-text';
import type { RowQuery } from '../../db/row-query';
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

/**
 * The board's second read (docs/architecture.md "The fast list path"): every item of the user, in
 * each task's order, merged into the tasks in Node. Items of tasks the list leaves out are skipped.
 */
export const LIST_CHECKLIST_ITEMS: RowQuery = {
  name: 'list_checklist_items',
  text: 'select todo_id, id, title, done, position from task_checklist_items where user_id = $1 order by todo_id, position, id',
};

/** One row of LIST_CHECKLIST_ITEMS (less the task's id) as the JSON of a `ChecklistItem`. */
export function checklistItemJson(row: unknown[]): string {
  const [, id, title, done, position] = row;
  return `{"id":${jsonPlain(id)},"title":${jsonText(title)},"done":${jsonScalar(done)},"position":${jsonScalar(position)}}`;
}

/** LIST_CHECKLIST_ITEMS' rows as each task's JSON array, by task id. */
export function checklistJsonByTodo(rows: unknown[][]): Map<string, string> {
  const items = new Map<string, string[]>();
  for (const row of rows) {
    const todoId = row[0] as string;
    const list = items.get(todoId);
    if (list) list.push(checklistItemJson(row));
    else items.set(todoId, [checklistItemJson(row)]);
  }
  const json = new Map<string, string>();
  for (const [todoId, list] of items) json.set(todoId, `[${list.join(',')}]`);
  return json;
}

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
