import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { ReminderOffset, RepeatRule, Todo, TodoStatus } from '@cadence/shared';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { type RowQuery, selectRows } from '../../db/row-query';
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

/**
 * The board's list (docs/product/todos.md "Order": due date ascending, undated last, then newest
 * first; matches todos_user_list_order_idx), with every task's checklist (docs/product/todos.md
 * "Checklist"): one prepared, named statement of plain rows, turned into JSON here. The tasks come first
 * (kind 0), then the person's checklist items in each task's order (kind 1, the task's id where a task
 * has its habit's), each branch in its own order: PostgreSQL runs a UNION ALL's branches one after
 * the other (a plain Append), and these small index scans are never run in parallel. One round trip
 * for both, and nothing but the select for the database (decision 022 "The board"): with several app
 * instances on one database, the database is the tier that does not scale out (docs/decisions/008).
 */
export const LIST_TODOS: RowQuery = {
  name: 'list_todos',
  text: `(select t.id, t.title, t.description, t.priority, t.due_date, t.due_time, t.reminder, t.category, t.status, t.estimated_minutes,
      t.habit_id, h.title, h.color, t.completed_at, t.created_at, t.updated_at, g.id, t.repeat_rule, t.series_id, t.occurrence, t.via_token,
      null::boolean, null::integer, 0
    from todos t left join habits h on h.id = t.habit_id left join goals g on g.id = t.goal_id and g.deleted_at is null
    where t.user_id = $1 and t.deleted_at is null
    order by t.due_date asc nulls last, t.created_at desc, t.id asc)
  union all
  (select i.id, i.title, null, null, null, null, null, null, null, null, i.todo_id, null, null, null, null, null, null, null, null, null, null, i.done, i.position, 1
    from task_checklist_items i where i.user_id = $1
    order by i.todo_id, i.position, i.id)`,
};

/** Where a LIST_TODOS row says which kind it is, and where an item row keeps its task's id. */
const KIND = 23;
const ITEM_TODO_ID = 10;

/** LIST_TODOS without the completed tasks (the index's order; `?status=open`). */
export const LIST_OPEN_TODOS: RowQuery = {
  name: 'list_open_todos',
  text: LIST_TODOS.text.replace('and t.deleted_at is null', "and t.deleted_at is null and t.status <> 'completed'"),
};

/** LIST_TODOS without the tasks completed before $2 (`?completedSince`, the board's first answer; issue 19). */
export const LIST_RECENT_TODOS: RowQuery = {
  name: 'list_recent_todos',
  text: LIST_TODOS.text.replace('and t.deleted_at is null', 'and t.deleted_at is null and (t.completed_at is null or t.completed_at >= $2)'),
};

/** How many tasks LIST_RECENT_TODOS leaves out. */
const COUNT_OLDER_COMPLETED: RowQuery = {
  name: 'count_older_completed_todos',
  text: 'select count(*)::int from todos where user_id = $1 and deleted_at is null and completed_at < $2',
};

const orNull = (value: unknown) => (value === undefined ? null : value);
const timestampOrNull = (value: unknown) => (value === null || value === undefined ? null : toIsoTimestamp(String(value)));

/**
 * One row of LIST_TODOS as a `Todo`'s fields, in the interface's order, with its checklist
 * (docs/product/todos.md "Checklist"); todo-json.test.ts proves its JSON equals that of the `Todo`.
 * Plain objects serialised once by JSON.stringify: writing the text by hand joined some 45 strings
 * per task, and those intermediate strings were a third of the list's garbage (decision 022 "The board's request path").
 */
export function todoOfRow(row: readonly unknown[], checklist: readonly unknown[] = []): Record<keyof Todo, unknown> {
  const [id, title, description, priority, dueDate, dueTime, reminder, category, status, minutes, habitId, habitTitle, habitColor, completedAt, createdAt, updatedAt, goalId, repeat, seriesId, occurrence, via] = row;
  const noHabit = habitId === null || habitId === undefined || habitTitle === null || habitTitle === undefined || habitColor === null || habitColor === undefined;
  return {
    id,
    title,
    description: orNull(description),
    priority,
    dueDate: orNull(dueDate),
    dueTime: orNull(dueTime),
    reminder: orNull(reminder),
    category: orNull(category),
    status,
    estimatedMinutes: orNull(minutes),
    habitId: orNull(habitId),
    habit: noHabit ? null : { id: habitId, title: habitTitle, color: habitColor },
    goalId: orNull(goalId),
    checklist,
    repeat: orNull(repeat),
    seriesId: orNull(seriesId),
    occurrence: orNull(occurrence),
    completedAt: timestampOrNull(completedAt),
    createdAt: timestampOrNull(createdAt),
    updatedAt: timestampOrNull(updatedAt),
    via: orNull(via),
  };
}

/** One checklist item row of LIST_TODOS as a `ChecklistItem`. */
const checklistItemOfRow = (row: readonly unknown[]) => ({ id: row[0], title: row[1], done: row[21], position: row[22] });

/** LIST_TODOS' rows as the tasks, each with its checklist's items in their order. */
export function todosOfRows(rows: readonly unknown[][]): Array<Record<keyof Todo, unknown>> {
  let tasks = rows.length;
  while (tasks > 0 && rows[tasks - 1]![KIND] === 1) tasks -= 1;
  const items = new Map<string, unknown[]>();
  for (let index = tasks; index < rows.length; index += 1) {
    const row = rows[index]!;
    const todoId = row[ITEM_TODO_ID] as string;
    const list = items.get(todoId);
    if (list) list.push(checklistItemOfRow(row));
    else items.set(todoId, [checklistItemOfRow(row)]);
  }
  const out = new Array<Record<keyof Todo, unknown>>(tasks);
  for (let index = 0; index < tasks; index += 1) {
    const row = rows[index]!;
    out[index] = todoOfRow(row, items.get(row[0] as string));
  }
  return out;
}

/** The user's board as the JSON text of a `Todo[]`. */
export async function listTodosJson(db: Db, userId: string, { openOnly = false }: { openOnly?: boolean } = {}): Promise<string> {
  return JSON.stringify(todosOfRows(await selectRows(db, openOnly ? LIST_OPEN_TODOS : LIST_TODOS, [userId])));
}

/**
 * The board without the tasks completed before `since`, as the JSON text of a `TodoBoardPage`. Two
 * reads, not one snapshot: a task completed in between is completed after `since`, so it is never one
 * the count should have had, and a deletion in between is caught by the next read.
 */
export async function listRecentTodosJson(db: Db, userId: string, since: string): Promise<string> {
  const [rows, [[older] = [0]]] = await Promise.all([selectRows(db, LIST_RECENT_TODOS, [userId, since]), selectRows(db, COUNT_OLDER_COMPLETED, [userId, since])]);
  return JSON.stringify({ todos: todosOfRows(rows), olderCompleted: Number(older) });
}

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
