import type { Todo } from '@cadence/shared';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { type RowQuery, selectRows } from '../../db/row-query';

// The board's list: its statement, and its rows as tasks (docs/architecture.md "The fast list path").

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
export async function readBoardJson(db: Db, userId: string, { openOnly = false }: { openOnly?: boolean } = {}): Promise<string> {
  return JSON.stringify(todosOfRows(await selectRows(db, openOnly ? LIST_OPEN_TODOS : LIST_TODOS, [userId])));
}

/**
 * The board without the tasks completed before `since`, as the JSON text of a `TodoBoardPage`. Two
 * reads, not one snapshot: a task completed in between is completed after `since`, so it is never one
 * the count should have had, and a deletion in between is caught by the next read.
 */
export async function readRecentBoardJson(db: Db, userId: string, since: string): Promise<string> {
  const [rows, [[older] = [0]]] = await Promise.all([selectRows(db, LIST_RECENT_TODOS, [userId, since]), selectRows(db, COUNT_OLDER_COMPLETED, [userId, since])]);
  return JSON.stringify({ todos: todosOfRows(rows), olderCompleted: Number(older) });
}
