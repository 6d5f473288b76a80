import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveTodosOf, taskChecklistItems, todos } from '../../db/schema';
import type { TodoKey } from './todos.repository';

// SQL of repeating tasks (docs/product/todos.md "Repeating tasks"): the next occurrence is a copy of
// the one before it, made by the database from that row, so every column a task carries (the goal
// link too) goes along without this file naming what it means.

/**
 * Inserts occurrence n + 1 of `source`'s series, due on `dueDate`, not started, created at `now`. The
 * unique index on (series_id, occurrence) makes this happen once: a second completion of the same
 * occurrence (another tab, another instance, a reopen and a re-complete) inserts nothing. The new id,
 * or null when the occurrence already exists (or the source is not the user's live task).
 */
export async function insertNextOccurrence(tx: Db, source: TodoKey, next: { dueDate: string; now: string }): Promise<string | null> {
  const copy = tx
    .select({
      id: sql<string>`gen_random_uuid()`.as('id'),
      userId: todos.userId,
      title: todos.title,
      description: todos.description,
      priority: todos.priority,
      dueDate: sql<string>`${next.dueDate}::date`.as('due_date'),
      dueTime: todos.dueTime,
      reminder: todos.reminder,
      category: todos.category,
      status: sql<string>`'not_started'`.as('status'),
      estimatedMinutes: todos.estimatedMinutes,
      habitId: todos.habitId,
      goalId: todos.goalId,
      repeatRule: todos.repeatRule,
      seriesId: todos.seriesId,
      occurrence: sql<number>`${todos.occurrence} + 1`.as('occurrence'),
      completedAt: sql<string | null>`null::timestamptz`.as('completed_at'),
      createdAt: sql<string>`${next.now}::timestamptz`.as('created_at'),
      updatedAt: sql<string>`${next.now}::timestamptz`.as('updated_at'),
      // docs/product/access.md "On the board": the database marks it (agent_mark_via()) when a token made it.
      viaToken: sql<string | null>`null::text`.as('via_token'),
      deletedAt: sql<string | null>`null::timestamptz`.as('deleted_at'),
    })
    .from(todos)
    .where(and(eq(todos.id, source.id), liveTodosOf(source.userId), sql`${todos.seriesId} is not null`));
  const [inserted] = await tx
    .insert(todos)
    .select(copy)
    .onConflictDoNothing({ target: [todos.seriesId, todos.occurrence], where: sql`series_id is not null` })
    .returning({ id: todos.id });
  return inserted?.id ?? null;
}

/** Copies a task's checklist to another of the user's tasks, every item un-ticked, in its order. */
export async function copyChecklistUnticked(tx: Db, { userId, from, to, now }: { userId: string; from: string; to: string; now: string }): Promise<void> {
  const items = tx
    .select({
      id: sql<string>`gen_random_uuid()`.as('id'),
      userId: taskChecklistItems.userId,
      todoId: sql<string>`${to}::uuid`.as('todo_id'),
      title: taskChecklistItems.title,
      done: sql<boolean>`false`.as('done'),
      position: taskChecklistItems.position,
      createdAt: sql<string>`${now}::timestamptz`.as('created_at'),
      updatedAt: sql<string>`${now}::timestamptz`.as('updated_at'),
    })
    .from(taskChecklistItems)
    .where(and(eq(taskChecklistItems.userId, userId), eq(taskChecklistItems.todoId, from)));
  await tx.insert(taskChecklistItems).select(items);
}
