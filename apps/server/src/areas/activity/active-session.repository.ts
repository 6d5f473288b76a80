import { and, eq, sql } from 'drizzle-orm';
import type { ActiveSession, ActivityType } from '@cadence/shared';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { activeSessions, liveTodosOf, todos } from '../../db/schema';

// SQL for active_sessions: at most one row per user (its unique index), always read by the owner's id.

/** A session named by its owner and id. */
export interface SessionKey {
  userId: string;
  id: string;
}

function selectSession(db: Db, userId: string) {
  return db
    .select({
      id: activeSessions.id,
      title: activeSessions.title,
      type: activeSessions.type,
      description: activeSessions.description,
      startedAt: activeSessions.startedAt,
      accumulatedSeconds: activeSessions.accumulatedSeconds,
      resumedAt: activeSessions.resumedAt,
      updatedAt: activeSessions.updatedAt,
      // docs/product/activity.md "Linked task": a deleted task reads as no link.
      taskId: todos.id,
      taskTitle: todos.title,
      taskStatus: todos.status,
    })
    .from(activeSessions)
    .leftJoin(todos, and(eq(todos.id, activeSessions.todoId), liveTodosOf(userId)))
    .where(eq(activeSessions.userId, userId));
}

/** The user's session with its linked task, or null when no timer runs. */
export async function findSession(db: Db, userId: string): Promise<ActiveSession | null> {
  const [row] = await selectSession(db, userId);
  if (!row) return null;
  const todo = row.taskId !== null && row.taskTitle !== null && row.taskStatus !== null ? { id: row.taskId, title: row.taskTitle, status: row.taskStatus } : null;
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    description: row.description,
    todoId: todo?.id ?? null,
    todo,
    startedAt: toIsoTimestamp(row.startedAt),
    accumulatedSeconds: row.accumulatedSeconds,
    resumedAt: row.resumedAt === null ? null : toIsoTimestamp(row.resumedAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
  };
}

/** What every change of a session starts from, read with the row locked until the transaction ends. */
export interface LockedSession {
  id: string;
  title: string;
  type: ActivityType;
  description: string | null;
  todoId: string | null;
  startedAt: string;
  accumulatedSeconds: number;
  resumedAt: string | null;
  /** The last change of its clock (a pause's moment, for a paused session). */
  updatedAt: string;
}

export async function lockSession(tx: Db, userId: string): Promise<LockedSession | null> {
  const [row] = await tx
    .select({
      id: activeSessions.id,
      title: activeSessions.title,
      type: activeSessions.type,
      description: activeSessions.description,
      todoId: activeSessions.todoId,
      startedAt: activeSessions.startedAt,
      accumulatedSeconds: activeSessions.accumulatedSeconds,
      resumedAt: activeSessions.resumedAt,
      updatedAt: activeSessions.updatedAt,
    })
    .from(activeSessions)
    .where(eq(activeSessions.userId, userId))
    .for('update');
  if (!row) return null;
  return { ...row, startedAt: toIsoTimestamp(row.startedAt), resumedAt: row.resumedAt === null ? null : toIsoTimestamp(row.resumedAt), updatedAt: toIsoTimestamp(row.updatedAt) };
}

export interface NewSession {
  userId: string;
  title: string;
  type: ActivityType;
  description: string | null;
  now: string;
  /** The id the client chose (a timer started offline, docs/product/offline.md). */
  id?: string | undefined;
}

/**
 * Starts the user's timer: running from `now` with nothing accumulated. Null when the user already has
 * one (the unique index decides, so two tabs or devices starting at once get one session, docs/architecture.md "Server-owned state").
 */
export async function insertSession(tx: Db, session: NewSession): Promise<string | null> {
  const { now, ...fields } = session;
  const [row] = await tx
    .insert(activeSessions)
    .values({ ...fields, startedAt: now, accumulatedSeconds: 0, resumedAt: now, createdAt: now, updatedAt: now })
    // The user's one slot (the unique index on user_id), or a client-chosen id in use: no new session.
    .onConflictDoNothing()
    .returning({ id: activeSessions.id });
  return row?.id ?? null;
}

/** Writes the session's clock; its version moves strictly forward, even within one millisecond. */
export async function updateSessionClock(tx: Db, key: SessionKey, clock: { accumulatedSeconds: number; resumedAt: string | null; now: string }): Promise<void> {
  await tx
    .update(activeSessions)
    .set({
      accumulatedSeconds: clock.accumulatedSeconds,
      resumedAt: clock.resumedAt,
      updatedAt: sql`greatest(${clock.now}::timestamptz, ${activeSessions.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(eq(activeSessions.id, key.id), eq(activeSessions.userId, key.userId)));
}

/** Links the task the session works on (docs/product/activity.md "Linked task"). */
export async function linkTask(tx: Db, key: SessionKey, todoId: string): Promise<void> {
  await tx
    .update(activeSessions)
    .set({ todoId })
    .where(and(eq(activeSessions.id, key.id), eq(activeSessions.userId, key.userId)));
}

export async function deleteSession(tx: Db, key: SessionKey): Promise<void> {
  await tx.delete(activeSessions).where(and(eq(activeSessions.id, key.id), eq(activeSessions.userId, key.userId)));
}
