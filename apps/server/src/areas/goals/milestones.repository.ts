import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { milestones } from '../../db/schema';

// SQL for the milestones table. Every statement names the goal, which the service has already found,
// locked and checked to be the user's (milestones never move between goals or owners).

/** A milestone named by its goal and its own id. */
export interface MilestoneKey {
  goalId: string;
  id: string;
}

export interface MilestoneRow {
  title: string;
  dueDate: string | null;
  position: number;
}

/** New milestones, not completed, at the positions given. */
export async function insertMilestones(tx: Db, goal: { goalId: string; userId: string; at: string }, rows: readonly MilestoneRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(milestones).values(rows.map((row) => ({ ...row, goalId: goal.goalId, userId: goal.userId, createdAt: goal.at, updatedAt: goal.at })));
}

/** The completed flags of a goal's milestones: what its progress is computed from. */
export async function milestoneStates(tx: Db, goalId: string): Promise<Array<{ id: string; completed: boolean }>> {
  return tx
    .select({ id: milestones.id, completed: milestones.completed })
    .from(milestones)
    .where(eq(milestones.goalId, goalId))
    .orderBy(asc(milestones.position), asc(milestones.id));
}

/** Sets a milestone's completed flag (and its completedAt). False when the goal has no such milestone. */
export async function setMilestoneCompleted(tx: Db, key: MilestoneKey, change: { completed: boolean; at: string }): Promise<boolean> {
  const rows = await tx
    .update(milestones)
    .set({ completed: change.completed, completedAt: change.completed ? change.at : null, updatedAt: change.at })
    .where(and(eq(milestones.id, key.id), eq(milestones.goalId, key.goalId)))
    .returning({ id: milestones.id });
  return rows.length > 0;
}

/** A listed milestone's new title, due date and place; its completed state stays. */
export async function updateMilestone(tx: Db, key: MilestoneKey, row: MilestoneRow & { at: string }): Promise<void> {
  await tx
    .update(milestones)
    .set({ title: row.title, dueDate: row.dueDate, position: row.position, updatedAt: row.at })
    .where(and(eq(milestones.id, key.id), eq(milestones.goalId, key.goalId)));
}

/** Removes the goal's milestones that are not in `keep` (all of them when `keep` is empty). */
export async function deleteMilestonesExcept(tx: Db, goalId: string, keep: readonly string[]): Promise<void> {
  const where = keep.length === 0 ? eq(milestones.goalId, goalId) : and(eq(milestones.goalId, goalId), notInArray(milestones.id, [...keep]));
  await tx.delete(milestones).where(where);
}

/** Which of `ids` are milestones of the goal. */
export async function milestoneIdsOf(tx: Db, goalId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: milestones.id })
    .from(milestones)
    .where(and(eq(milestones.goalId, goalId), inArray(milestones.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
