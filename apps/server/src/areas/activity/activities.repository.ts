import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { activityCursor, type Activity, type ActivityCursor, type ActivityType } from '@cadence/shared';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { jsonPlain, jsonScalar, jsonText, jsonTimestamp } from '../../db/json-text';
import { type RowQuery, selectRows } from '../../db/row-query';
import { activities, liveActivitiesOf, liveTodosOf, todos } from '../../db/schema';

// SQL for the activities table. Every statement is scoped by the owner's id (docs/architecture.md "API conventions"); deleted
// activities (docs/product/activity.md "Delete and undo") are invisible to everything but restore and purge.

export interface ActivityKey {
  userId: string;
  id: string;
}

/**
 * A page of the history (docs/product/activity.md "History": newest first, by start), each activity
 * with its linked task while that task is live (docs/product/activity.md "Linked task"): a prepared
 * plain select on activities_user_started_idx, read after the cursor (keyset paging), one row more than
 * the page to know whether another page follows. The rows become JSON in Node (the fast list path).
 * The order names the index's NULLS LAST: the columns are never null, but PostgreSQL reads the index in
 * order (and stops after the page) only when the ORDER BY matches it exactly; otherwise it sorts every
 * activity of the user for each page.
 */
export const LIST_ACTIVITIES: RowQuery = {
  name: 'list_activities',
  text: `select a.id, a.type, a.title, a.description, a.duration_seconds, a.started_at, a.energy, a.focus, a.satisfaction,
      t.id, t.title, t.status, a.created_at, a.updated_at
    from activities a left join todos t on t.id = a.todo_id and t.user_id = a.user_id and t.deleted_at is null
    where a.user_id = $1 and a.deleted_at is null and (a.started_at, a.id) < ($2::timestamptz, $3::uuid)
    order by a.started_at desc nulls last, a.id desc nulls last
    limit $4`,
};

/** Before every activity: the first page's cursor. */
const FIRST_PAGE: ActivityCursor = { startedAt: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

/** One row of LIST_ACTIVITIES as the JSON of an `Activity` (activity-json.test.ts proves it equals JSON.stringify of one). */
export function activityJson(row: unknown[]): string {
  const [id, type, title, description, duration, startedAt, energy, focus, satisfaction, todoId, todoTitle, todoStatus, createdAt, updatedAt] = row;
  const todo = todoId === null || todoTitle === null || todoStatus === null ? 'null' : `{"id":${jsonPlain(todoId)},"title":${jsonText(todoTitle)},"status":${jsonPlain(todoStatus)}}`;
  return `{"id":${jsonPlain(id)},"type":${jsonPlain(type)},"title":${jsonText(title)},"description":${jsonText(description)},"durationSeconds":${jsonScalar(duration)},"startedAt":${jsonTimestamp(startedAt)},"energy":${jsonScalar(energy)},"focus":${jsonScalar(focus)},"satisfaction":${jsonScalar(satisfaction)},"todoId":${jsonPlain(todo === 'null' ? null : todoId)},"todo":${todo},"createdAt":${jsonTimestamp(createdAt)},"updatedAt":${jsonTimestamp(updatedAt)}}`;
}

/** A page of the user's history as the JSON text of an `ActivityPage`. */
export async function listActivitiesJson(db: Db, page: { userId: string; cursor: ActivityCursor | undefined; limit: number }): Promise<string> {
  const after = page.cursor ?? FIRST_PAGE;
  const rows = await selectRows(db, LIST_ACTIVITIES, [page.userId, after.startedAt, after.id, page.limit + 1]);
  const items = rows.length > page.limit ? rows.slice(0, page.limit) : rows;
  const last = items[items.length - 1];
  const nextCursor = rows.length > page.limit && last ? JSON.stringify(activityCursor({ startedAt: toIsoTimestamp(String(last[5])), id: String(last[0]) })) : 'null';
  return `{"items":[${items.map(activityJson).join(',')}],"nextCursor":${nextCursor}}`;
}

const oneLiveActivity = ({ userId, id }: ActivityKey) => and(eq(activities.id, id), liveActivitiesOf(userId));

/** One live activity with its linked task, as the list shows it (activities-list.test.ts compares the two). */
export async function findActivity(db: Db, key: ActivityKey): Promise<Activity | null> {
  const [row] = await db
    .select({
      id: activities.id,
      type: activities.type,
      title: activities.title,
      description: activities.description,
      durationSeconds: activities.durationSeconds,
      startedAt: activities.startedAt,
      energy: activities.energy,
      focus: activities.focus,
      satisfaction: activities.satisfaction,
      taskId: todos.id,
      taskTitle: todos.title,
      taskStatus: todos.status,
      createdAt: activities.createdAt,
      updatedAt: activities.updatedAt,
    })
    .from(activities)
    .leftJoin(todos, and(eq(todos.id, activities.todoId), liveTodosOf(key.userId)))
    .where(oneLiveActivity(key));
  if (!row) return null;
  const { taskId, taskTitle, taskStatus, ...fields } = row;
  const todo = taskId !== null && taskTitle !== null && taskStatus !== null ? { id: taskId, title: taskTitle, status: taskStatus } : null;
  return {
    ...fields,
    startedAt: toIsoTimestamp(fields.startedAt),
    todoId: todo?.id ?? null,
    todo,
    createdAt: toIsoTimestamp(fields.createdAt),
    updatedAt: toIsoTimestamp(fields.updatedAt),
  };
}

export interface NewActivity {
  userId: string;
  type: ActivityType;
  title: string;
  description: string | null;
  durationSeconds: number;
  startedAt: string;
  energy: number;
  focus: number;
  satisfaction: number;
  todoId: string | null;
  now: string;
}

export async function insertActivity(tx: Db, activity: NewActivity): Promise<string> {
  const { now, ...fields } = activity;
  const [row] = await tx
    .insert(activities)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning({ id: activities.id });
  if (!row) throw new Error('insert into activities returned no row');
  return row.id;
}

/** A new version, strictly after the last one, even within one millisecond. */
const nextVersion = (now: string) => sql`greatest(${now}::timestamptz, ${activities.updatedAt} + interval '1 millisecond')`;

/** What an edit checks before it writes: the version and the time the activity holds now. */
export interface LockedActivity {
  startedAt: string;
  durationSeconds: number;
  updatedAt: string;
}

/** Locks the live activity for the rest of the transaction (an edit compares and writes under it); null when there is none. */
export async function lockActivity(db: Db, key: ActivityKey): Promise<LockedActivity | null> {
  const [row] = await db
    .select({ startedAt: activities.startedAt, durationSeconds: activities.durationSeconds, updatedAt: activities.updatedAt })
    .from(activities)
    .where(oneLiveActivity(key))
    .for('update');
  return row ? { ...row, startedAt: toIsoTimestamp(row.startedAt), updatedAt: toIsoTimestamp(row.updatedAt) } : null;
}

/** The fields an edit may change (docs/product/activity.md "Edit an activity"); one left undefined stays as it is. */
export interface ActivityChanges {
  title?: string | undefined;
  type?: ActivityType | undefined;
  description?: string | null | undefined;
  startedAt?: string | undefined;
  durationSeconds?: number | undefined;
  energy?: number | undefined;
  focus?: number | undefined;
  satisfaction?: number | undefined;
}

/** Writes an edit with a new version. False when there is no such live activity of this user. */
export async function updateActivity(db: Db, key: ActivityKey, change: { fields: ActivityChanges; now: string }): Promise<boolean> {
  const fields = Object.fromEntries(Object.entries(change.fields).filter(([, value]) => value !== undefined)) as ActivityChanges;
  const rows = await db
    .update(activities)
    .set({ ...fields, updatedAt: nextVersion(change.now) })
    .where(oneLiveActivity(key))
    .returning({ id: activities.id });
  return rows.length > 0;
}

/** Hides the activity; it stays restorable until `purgeDeletedActivities` removes it. */
export async function softDeleteActivity(db: Db, key: ActivityKey, deletedAt: string): Promise<boolean> {
  const rows = await db.update(activities).set({ deletedAt }).where(oneLiveActivity(key)).returning({ id: activities.id });
  return rows.length > 0;
}

/** Brings back an activity deleted at or after `deletedSince`. False when there is none. */
export async function restoreActivity(db: Db, key: ActivityKey, times: { deletedSince: string; now: string }): Promise<boolean> {
  const rows = await db
    .update(activities)
    .set({ deletedAt: null, updatedAt: nextVersion(times.now) })
    .where(and(eq(activities.id, key.id), eq(activities.userId, key.userId), isNotNull(activities.deletedAt), gte(activities.deletedAt, times.deletedSince)))
    .returning({ id: activities.id });
  return rows.length > 0;
}

/** Removes, for every user, activities deleted before `deletedBefore`. */
export async function purgeDeletedActivities(db: Db, deletedBefore: string): Promise<number> {
  const rows = await db
    .delete(activities)
    .where(and(isNotNull(activities.deletedAt), lt(activities.deletedAt, deletedBefore)))
    .returning({ id: activities.id });
  return rows.length;
}
