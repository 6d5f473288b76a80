import { GOAL_MESSAGES, goalCompletedAt, goalStanding, type Goal, type SetMilestoneRequest, type UpdateGoalRequest } from '@cadence/shared';
import type { AreaContext } from '../../context/area-context';
import type { Actor } from '../../context/actor';
import { inTransaction, type Unit } from '../../context/unit-of-work';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { assertGoalId, goalNotFound, milestoneNotFound } from './goal-guards';
import { isSameGoalVersion, nextGoalVersion } from './goal-version';
import { findGoal, lockGoal, updateGoal, type GoalFields, type LockedGoal } from './goals.repository';
import * as milestonesRepository from './milestones.repository';

// Every change to a goal's milestones (docs/product/goals.md "Progress and status") runs in one
// transaction that first locks the goal's row: the milestone writes, the progress and status computed
// from the milestones as they now stand, and the goal's new version commit together. A second change
// to the same goal waits for the lock and then reads the first one's milestones, so two ticks landing
// at once cannot both compute progress from the old checklist and lose one.

/** A change was made (or was a no-op), or the client's version is stale and here is the current goal. */
export type GoalChangeResult = { kind: 'changed'; goal: Goal } | { kind: 'stale'; goal: Goal };

async function currentGoal(tx: Db, actor: Actor, id: string): Promise<Goal> {
  const goal = await findGoal(tx, { userId: actor.userId, id });
  if (!goal) throw goalNotFound();
  return goal;
}

/** Recomputes progress and status from the milestones as they stand now, and moves the version on. */
async function writeStanding(unit: Unit, ctx: AreaContext, actor: Actor, locked: LockedGoal, fields: Partial<GoalFields> = {}): Promise<Goal> {
  const { tx } = unit;
  const version = nextGoalVersion(locked.updatedAt, ctx.clock.now().toISOString());
  const standing = goalStanding(await milestonesRepository.milestoneStates(tx, locked.id));
  const completedAt = goalCompletedAt(locked, standing.status, version);
  await updateGoal(tx, { userId: actor.userId, id: locked.id }, { ...fields, ...standing, completedAt, updatedAt: version });
  const goal = await currentGoal(tx, actor, locked.id);
  unit.announce({ area: 'goals', kind: 'updated', id: locked.id, version: goal.updatedAt });
  return goal;
}

async function lockOwnGoal(tx: Db, actor: Actor, id: string): Promise<LockedGoal> {
  const locked = await lockGoal(tx, { userId: actor.userId, id });
  if (!locked) throw goalNotFound();
  return locked;
}

/**
 * The edit form saves the whole goal (docs/product/goals.md "Goal form"): listed milestones keep their
 * id and completed state and take the new title, due date and place; new rows are added not completed;
 * milestones left out (blank ones were already dropped by the schema) are removed.
 */
export async function editGoal(ctx: AreaContext, actor: Actor, id: string, input: UpdateGoalRequest): Promise<GoalChangeResult> {
  assertGoalId(id);
  return inTransaction(ctx, actor, async (unit) => {
    const { tx } = unit;
    const locked = await lockOwnGoal(tx, actor, id);
    if (!isSameGoalVersion(input.expectedUpdatedAt, locked.updatedAt)) return { kind: 'stale', goal: await currentGoal(tx, actor, id) };

    const rows = input.milestones.map((row, position) => ({ ...row, id: row.id?.toLowerCase(), position }));
    const listedIds = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
    const known = await milestonesRepository.milestoneIdsOf(tx, id, listedIds);
    if (listedIds.some((milestoneId) => !known.has(milestoneId))) {
      throw new AppError('VALIDATION', GOAL_MESSAGES.milestoneNotFound, { fields: { milestones: GOAL_MESSAGES.milestoneNotFound } });
    }

    const at = ctx.clock.now().toISOString();
    await milestonesRepository.deleteMilestonesExcept(tx, id, listedIds);
    for (const row of rows) {
      if (row.id !== undefined) await milestonesRepository.updateMilestone(tx, { goalId: id, id: row.id }, { title: row.title, dueDate: row.dueDate, position: row.position, at });
    }
    await milestonesRepository.insertMilestones(
      tx,
      { goalId: id, userId: actor.userId, at },
      rows.filter((row) => row.id === undefined).map(({ title, dueDate, position }) => ({ title, dueDate, position })),
    );
    const { title, description, category, targetDate } = input;
    return { kind: 'changed', goal: await writeStanding(unit, ctx, actor, locked, { title, description, category, targetDate }) };
  });
}

/**
 * Ticks or un-ticks one milestone from the card (docs/product/goals.md "Ticking a milestone"). Setting
 * the state it already has changes nothing: no write, no new version, no event.
 */
export async function setMilestone(ctx: AreaContext, actor: Actor, key: { goalId: string; milestoneId: string }, input: SetMilestoneRequest): Promise<Goal> {
  assertGoalId(key.goalId);
  if (!isUuid(key.milestoneId)) throw milestoneNotFound();
  const milestoneId = key.milestoneId.toLowerCase();
  return inTransaction(ctx, actor, async (unit) => {
    const { tx } = unit;
    const locked = await lockOwnGoal(tx, actor, key.goalId);
    const current = (await milestonesRepository.milestoneStates(tx, key.goalId)).find((milestone) => milestone.id === milestoneId);
    if (!current) throw milestoneNotFound();
    if (current.completed === input.completed) return currentGoal(tx, actor, key.goalId);
    await milestonesRepository.setMilestoneCompleted(tx, { goalId: key.goalId, id: milestoneId }, { completed: input.completed, at: ctx.clock.now().toISOString() });
    return writeStanding(unit, ctx, actor, locked);
  });
}
