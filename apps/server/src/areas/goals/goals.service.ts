import { GOAL_RESTORE_WINDOW_MS, type CreateGoalRequest, type Goal } from '@cadence/shared';
import type { AreaContext } from '../../context/area-context';
import type { Actor } from '../../context/actor';
import { announce, inTransaction } from '../../context/unit-of-work';
import { assertGoalId, goalNotFound } from './goal-guards';
import * as goalList from './goal-list.repository';
import * as goalsRepository from './goals.repository';
import { insertMilestones } from './milestones.repository';

// The goal rules that do not touch progress (those are in goal-changes.service.ts).

/** The user's goals with their milestones, as the JSON text of a `Goal[]` (the fast list path). */
export function listGoalsJson(ctx: AreaContext, actor: Actor): Promise<string> {
  return goalList.listGoalsJson(ctx.db, actor.userId);
}

export async function getGoal(ctx: AreaContext, actor: Actor, id: string): Promise<Goal> {
  assertGoalId(id);
  const goal = await goalsRepository.findGoal(ctx.db, { userId: actor.userId, id });
  if (!goal) throw goalNotFound();
  return goal;
}

/** docs/product/goals.md "Defaults": a new goal starts active with progress 0; its milestones start not completed. */
export async function createGoal(ctx: AreaContext, actor: Actor, input: CreateGoalRequest): Promise<Goal> {
  return inTransaction(ctx, actor, async (unit) => {
    const now = ctx.clock.now().toISOString();
    const { milestones, ...fields } = input;
    const id = await goalsRepository.insertGoal(unit.tx, { ...fields, userId: actor.userId, createdAt: now });
    await insertMilestones(
      unit.tx,
      { goalId: id, userId: actor.userId, at: now },
      milestones.map((milestone, position) => ({ ...milestone, position })),
    );
    const goal = await goalsRepository.findGoal(unit.tx, { userId: actor.userId, id });
    if (!goal) throw new Error('a goal just created was not found');
    unit.announce({ area: 'goals', kind: 'created', id, version: goal.updatedAt });
    return goal;
  });
}

/**
 * docs/product/goals.md "Delete and undo": the goal is hidden at once and purged once the restore
 * window has passed; each delete also purges every goal whose window has closed.
 */
export async function deleteGoal(ctx: AreaContext, actor: Actor, id: string): Promise<void> {
  assertGoalId(id);
  const now = ctx.clock.now();
  const deleted = await goalsRepository.softDeleteGoal(ctx.db, { userId: actor.userId, id }, now.toISOString());
  if (!deleted) throw goalNotFound();
  announce(ctx, actor, { area: 'goals', kind: 'deleted', id });
  await goalsRepository.purgeDeletedGoals(ctx.db, restoreWindowStart(now));
}

/** The toast's 'Undo': the goal comes back as it was, milestones, progress and status included. */
export async function restoreGoal(ctx: AreaContext, actor: Actor, id: string): Promise<Goal> {
  assertGoalId(id);
  const now = ctx.clock.now();
  const restored = await goalsRepository.restoreGoal(ctx.db, { userId: actor.userId, id }, { deletedSince: restoreWindowStart(now), now: now.toISOString() });
  if (!restored) throw goalNotFound();
  const goal = await getGoal(ctx, actor, id);
  announce(ctx, actor, { area: 'goals', kind: 'created', id, version: goal.updatedAt });
  await goalsRepository.purgeDeletedGoals(ctx.db, restoreWindowStart(now));
  return goal;
}

function restoreWindowStart(now: Date): string {
  return new Date(now.getTime() - GOAL_RESTORE_WINDOW_MS).toISOString();
}
