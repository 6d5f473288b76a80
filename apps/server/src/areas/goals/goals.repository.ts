import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Goal, GoalCategory, GoalStatus } from '@cadence/shared';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { goals, liveGoalsOf, milestones } from '../../db/schema';
import { findGoalLinks } from './goal-links.repository';

// SQL for the goals table. Every statement is scoped by the owner through liveGoalsOf (docs/architecture.md "API conventions");
// a deleted goal (docs/product/goals.md "Delete and undo") is invisible to all but restore and purge.
// The list is in goal-list.repository.ts; milestones in milestones.repository.ts.

/** A goal named by its owner and id: the key of every single-goal statement. */
export interface GoalKey {
  userId: string;
  id: string;
}

const oneLiveGoal = ({ userId, id }: GoalKey) => and(eq(goals.id, id), liveGoalsOf(userId));

const goalColumns = {
  id: goals.id,
  title: goals.title,
  description: goals.description,
  category: goals.category,
  targetDate: goals.targetDate,
  progress: goals.progress,
  status: goals.status,
  completedAt: goals.completedAt,
  createdAt: goals.createdAt,
  updatedAt: goals.updatedAt,
};

/** One goal with its milestones in their written order and its linked work, or null. */
export async function findGoal(db: Db, key: GoalKey): Promise<Goal | null> {
  const [row] = await db.select(goalColumns).from(goals).where(oneLiveGoal(key));
  if (!row) return null;
  // One after the other: `db` is often a write's transaction (see findGoalLinks).
  const checklist = await db
    .select({ id: milestones.id, title: milestones.title, completed: milestones.completed, dueDate: milestones.dueDate })
    .from(milestones)
    .where(eq(milestones.goalId, row.id))
    .orderBy(asc(milestones.position), asc(milestones.id));
  const links = await findGoalLinks(db, { userId: key.userId, goalId: row.id });
  return {
    ...row,
    completedAt: row.completedAt === null ? null : toIsoTimestamp(row.completedAt),
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
    milestones: checklist,
    ...links,
  };
}

/** What a change starts from, read with the goal's row locked until the transaction ends. */
export interface LockedGoal {
  id: string;
  status: GoalStatus;
  completedAt: string | null;
  updatedAt: string;
}

/**
 * Locks the goal's row (FOR UPDATE): every change to a goal or its milestones takes this lock first,
 * so two changes queue and the second computes progress from the first's milestones
 * (docs/product/goals.md "Progress and status").
 */
export async function lockGoal(tx: Db, key: GoalKey): Promise<LockedGoal | null> {
  const [row] = await tx
    .select({ id: goals.id, status: goals.status, completedAt: goals.completedAt, updatedAt: goals.updatedAt })
    .from(goals)
    .where(oneLiveGoal(key))
    .for('update');
  if (!row) return null;
  return { ...row, completedAt: row.completedAt === null ? null : toIsoTimestamp(row.completedAt), updatedAt: toIsoTimestamp(row.updatedAt) };
}

/** The fields the person writes. */
export interface GoalFields {
  title: string;
  description: string | null;
  category: GoalCategory;
  targetDate: string | null;
}

/** What the server keeps in step with the milestones. */
export interface GoalStandingFields {
  progress: number;
  status: GoalStatus;
  completedAt: string | null;
  updatedAt: string;
}

export async function insertGoal(tx: Db, row: GoalFields & { userId: string; createdAt: string }): Promise<string> {
  const [inserted] = await tx
    .insert(goals)
    .values({ ...row, progress: 0, status: 'active', updatedAt: row.createdAt })
    .returning({ id: goals.id });
  if (!inserted) throw new Error('insert into goals returned no row');
  return inserted.id;
}

export async function updateGoal(tx: Db, key: GoalKey, fields: Partial<GoalFields> & GoalStandingFields): Promise<void> {
  await tx.update(goals).set(fields).where(oneLiveGoal(key));
}

/** Hides the goal; it stays restorable until `purgeDeletedGoals` removes it. False when there is no such goal. */
export async function softDeleteGoal(db: Db, key: GoalKey, deletedAt: string): Promise<boolean> {
  const rows = await db.update(goals).set({ deletedAt }).where(oneLiveGoal(key)).returning({ id: goals.id });
  return rows.length > 0;
}

/** Brings back a goal deleted at or after `deletedSince`, with a new version. False when there is none. */
export async function restoreGoal(db: Db, key: GoalKey, times: { deletedSince: string; now: string }): Promise<boolean> {
  const rows = await db
    .update(goals)
    .set({ deletedAt: null, updatedAt: sql`greatest(${times.now}::timestamptz, ${goals.updatedAt} + interval '1 millisecond')` })
    .where(and(eq(goals.id, key.id), eq(goals.userId, key.userId), isNotNull(goals.deletedAt), gte(goals.deletedAt, times.deletedSince)))
    .returning({ id: goals.id });
  return rows.length > 0;
}

/** Removes, for every user, goals deleted before `deletedBefore`; their milestones go with them (on delete cascade). */
export async function purgeDeletedGoals(db: Db, deletedBefore: string): Promise<number> {
  const rows = await db
    .delete(goals)
    .where(and(isNotNull(goals.deletedAt), lt(goals.deletedAt, deletedBefore)))
    .returning({ id: goals.id });
  return rows.length;
}
