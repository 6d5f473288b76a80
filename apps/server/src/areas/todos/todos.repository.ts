import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { ReminderOffset, RepeatRule, Todo, TodoStatus } from '@cadence/shared';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { goals, habits, liveGoalsOf, liveTodosOf, todos } from '../../db/schema';
import { listChecklist } from './checklist.repository';

// SQL for the todos table. Every statement is scoped by the owner's id (docs/architecture.md "API conventions"); soft-deleted tasks
// (docs/decisions/004-todo-delete-and-undo.md) are invisible to everything but restore and purge.

/** A task named by its owner and id: the key of every single-task statement. */
export interface TodoKey {
  userId: string;
  id: string;
}

const todoWithHabit = {
  id: todos.id,
  title: todos.title,
  description: todos.description,
  priority: todos.priority,
  dueDate: todos.dueDate,
  dueTime: todos.dueTime,
  reminder: todos.reminder,
  category: todos.category,
  status: todos.status,
  estimatedMinutes: todos.estimatedMinutes,
  habitId: todos.habitId,
  completedAt: todos.completedAt,
  createdAt: todos.createdAt,
  updatedAt: todos.updatedAt,
  habitTitle: habits.title,
  habitColor: habits.color,
  liveGoalId: goals.id,
  repeatRule: todos.repeatRule,
  seriesId: todos.seriesId,
  occurrence: todos.occurrence,
  via: todos.viaToken,
};

// docs/product/goals.md "Linked tasks and habits": a deleted goal (in its undo window) is no link; the
// row keeps it, so an undo brings the link back, and the purge clears it (ON DELETE SET NULL).
function selectTodoWithHabit(db: Db) {
  return db
    .select(todoWithHabit)
    .from(todos)
    .leftJoin(habits, eq(habits.id, todos.habitId))
    .leftJoin(goals, and(eq(goals.id, todos.goalId), isNull(goals.deletedAt)));
}
type TodoWithHabitRow = Awaited<ReturnType<typeof selectTodoWithHabit>>[number];

function toTodo(row: TodoWithHabitRow, checklist: Todo['checklist']): Todo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    dueDate: row.dueDate,
    dueTime: row.dueTime,
    reminder: row.reminder,
    category: row.category,
    status: row.status,
    estimatedMinutes: row.estimatedMinutes,
    habitId: row.habitId,
    habit:
      row.habitId !== null && row.habitTitle !== null && row.habitColor !== null
        ? { id: row.habitId, title: row.habitTitle, color: row.habitColor }
        : null,
    goalId: row.liveGoalId,
    checklist,
    repeat: row.repeatRule as RepeatRule | null,
    seriesId: row.seriesId,
    occurrence: row.occurrence,
    completedAt: row.completedAt === null ? null : toIsoTimestamp(row.completedAt),
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
    via: row.via,
  };
}

const oneLiveTodo = ({ userId, id }: TodoKey) => and(eq(todos.id, id), liveTodosOf(userId));

/** docs/product/goals.md "Linked tasks and habits": a task may link only its owner's live goals. */
export async function isOwnLiveGoal(db: Db, { userId, goalId }: { userId: string; goalId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), liveGoalsOf(userId)));
  return row !== undefined;
}

export async function findTodo(db: Db, key: TodoKey): Promise<Todo | null> {
  const [row] = await selectTodoWithHabit(db).where(oneLiveTodo(key));
  return row ? toTodo(row, await listChecklist(db, { userId: key.userId, todoId: key.id })) : null;
}

/** The state a status change starts from, read with the row locked until the transaction ends. */
export interface LockedTodo {
  id: string;
  status: TodoStatus;
  dueDate: string | null;
  dueTime: string | null;
  reminder: ReminderOffset | null;
  habitId: string | null;
  repeatRule: RepeatRule | null;
  seriesId: string | null;
  occurrence: number | null;
  completedAt: string | null;
  updatedAt: string;
}

export async function lockTodo(tx: Db, key: TodoKey): Promise<LockedTodo | null> {
  const [row] = await tx
    .select({
      id: todos.id,
      status: todos.status,
      dueDate: todos.dueDate,
      dueTime: todos.dueTime,
      reminder: todos.reminder,
      habitId: todos.habitId,
      repeatRule: todos.repeatRule,
      seriesId: todos.seriesId,
      occurrence: todos.occurrence,
      completedAt: todos.completedAt,
      updatedAt: todos.updatedAt,
    })
    .from(todos)
    .where(oneLiveTodo(key))
    .for('update');
  if (!row) return null;
  return {
    ...row,
    repeatRule: row.repeatRule as RepeatRule | null,
    completedAt: row.completedAt === null ? null : toIsoTimestamp(row.completedAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
  };
}

/**
 * The columns a change can touch: a task as the API shows it, less what the server owns; the repeat
 * rule under its column's name (docs/product/todos.md "Repeating tasks").
 */
export type TodoFields = Omit<Todo, 'id' | 'habit' | 'checklist' | 'createdAt' | 'updatedAt' | 'repeat'> & { repeatRule: RepeatRule | null };

/** The new task's id, or null when the id the client chose is taken (by anyone: nothing more is said). */
export async function insertTodo(tx: Db, row: TodoFields & { id?: string | undefined; userId: string; createdAt: string }): Promise<string | null> {
  const [inserted] = await tx
    .insert(todos)
    .values({ ...row, updatedAt: row.createdAt })
    .onConflictDoNothing({ target: todos.id })
    .returning({ id: todos.id });
  return inserted?.id ?? null;
}

export async function updateTodo(tx: Db, key: TodoKey, fields: Partial<TodoFields> & { updatedAt: string }): Promise<void> {
  await tx.update(todos).set(fields).where(oneLiveTodo(key));
}

/** A new version, strictly after the task's last one (todo-version.ts). */
const nextVersionAt = (now: string) => sql`greatest(${now}::timestamptz, ${todos.updatedAt} + interval '1 millisecond')`;

/**
 * Hides the task; it stays restorable until `purgeDeletedTodos` removes it. The delete moves the
 * version on, like any change. Its status and new version, or null when there is no such task.
 */
export async function softDeleteTodo(db: Db, key: TodoKey, now: string): Promise<{ status: TodoStatus; updatedAt: string } | null> {
  const [row] = await db
    .update(todos)
    .set({ deletedAt: now, updatedAt: nextVersionAt(now) })
    .where(oneLiveTodo(key))
    .returning({ status: todos.status, updatedAt: todos.updatedAt });
  return row ? { status: row.status, updatedAt: toIsoTimestamp(row.updatedAt) } : null;
}

/** Brings back a task deleted at or after `deletedSince`: its status, or null when there is none (never deleted, too late, someone else's). */
export async function restoreTodo(db: Db, key: TodoKey, times: { deletedSince: string; now: string }): Promise<TodoStatus | null> {
  const [row] = await db
    .update(todos)
    .set({ deletedAt: null, updatedAt: nextVersionAt(times.now) })
    .where(and(eq(todos.id, key.id), eq(todos.userId, key.userId), isNotNull(todos.deletedAt), gte(todos.deletedAt, times.deletedSince)))
    .returning({ status: todos.status });
  return row?.status ?? null;
}

/**
 * Removes, for every user, tasks deleted before `deletedBefore`. Their history rows keep their place
 * with todo_id set null by the foreign key (docs/product/todos.md "History": they show 'Unknown task').
 */
export async function purgeDeletedTodos(db: Db, deletedBefore: string): Promise<number> {
  const rows = await db
    .delete(todos)
    .where(and(isNotNull(todos.deletedAt), lt(todos.deletedAt, deletedBefore)))
    .returning({ id: todos.id });
  return rows.length;
}
