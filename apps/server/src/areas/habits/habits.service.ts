import { HABIT_RESTORE_WINDOW_MS, targetCountMessage, type CreateHabitRequest, type Habit, type UpdateHabitRequest } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { announce, inTransaction } from '../../context/unit-of-work';
import type { Db } from '../../db/client';
import { habitFromRow, habitJson, habitViewAt } from './habit-json';
import { assertGoalOwned, assertHabitId, habitNotFound } from './habit-guards';
import * as habitsRepository from './habits.repository';
import { AppError } from '../../http/app-error';

// The habits' own rules (docs/product/habits.md); marking days is in habit-days.service.ts.

/** The user's habits, oldest first, as the JSON text of a `Habit[]` (the fast list path). */
export async function listHabitsJson(ctx: AreaContext, actor: Actor): Promise<string> {
  const rows = await habitsRepository.selectHabitRows(ctx.db, actor.userId);
  const view = habitViewAt(ctx.clock.now(), actor.timeZone, actor.weekStart);
  return `[${rows.map((row) => habitJson(row, view)).join(',')}]`;
}

/** The habit as the API shows it, seen from the user's today; null when it is not theirs or not live. */
export async function readHabit(ctx: AreaContext, db: Db, actor: Actor, id: string): Promise<Habit | null> {
  const row = await habitsRepository.findHabitRow(db, { userId: actor.userId, id });
  return row ? habitFromRow(row, habitViewAt(ctx.clock.now(), actor.timeZone, actor.weekStart)) : null;
}

export async function getHabit(ctx: AreaContext, actor: Actor, id: string): Promise<Habit> {
  assertHabitId(id);
  const habit = await readHabit(ctx, ctx.db, actor, id);
  if (!habit) throw habitNotFound();
  return habit;
}

export async function createHabit(ctx: AreaContext, actor: Actor, input: CreateHabitRequest): Promise<Habit> {
  return inTransaction(ctx, actor, async ({ tx, announce: announceChange }) => {
    if (input.goalId !== null) await assertGoalOwned(tx, { userId: actor.userId, goalId: input.goalId });
    const id = await habitsRepository.insertHabit(tx, { ...input, unit: unitFor(input), userId: actor.userId, createdAt: ctx.clock.now().toISOString() });
    const habit = await readHabit(ctx, tx, actor, id);
    if (!habit) throw new Error('a habit just created was not found');
    announceChange({ area: 'habits', kind: 'created', id, version: habit.updatedAt });
    return habit;
  });
}

/** The edit form saves every field; the log and what is computed from it stay (docs/product/habits.md "Edit"). */
export async function updateHabit(ctx: AreaContext, actor: Actor, id: string, input: UpdateHabitRequest): Promise<Habit> {
  assertHabitId(id);
  return inTransaction(ctx, actor, async ({ tx, announce: announceChange }) => {
    const stored = await habitsRepository.findTargetFields(tx, { userId: actor.userId, id });
    if (!stored) throw habitNotFound();
    // A goal left out keeps the habit's; one named must be the user's and live, checked before the write
    // (a made-up id would break the foreign key), after the habit itself (another's habit is 404 first).
    if (input.goalId !== undefined && input.goalId !== null) await assertGoalOwned(tx, { userId: actor.userId, goalId: input.goalId });
    // docs/product/habits.md "Targets": a target left out is kept, and must still fit the (maybe new) period.
    const targetCount = input.targetCount === undefined ? stored.targetCount : input.targetCount;
    const problem = targetCountMessage(input.frequency, targetCount);
    if (problem) throw new AppError('VALIDATION', problem, { fields: { targetCount: problem } });
    const targetAmount = input.targetAmount === undefined ? stored.targetAmount : input.targetAmount;
    const unit = unitFor({ targetAmount, unit: input.unit === undefined ? stored.unit : input.unit });
    const updated = await habitsRepository.updateHabit(tx, { userId: actor.userId, id }, { ...input, unit, updatedAt: ctx.clock.now().toISOString() });
    if (!updated) throw habitNotFound();
    // docs/product/habits.md "Amounts": a new target re-reads every logged amount.
    if (targetAmount !== null && targetAmount !== stored.targetAmount) await habitsRepository.recheckAmounts(tx, { userId: actor.userId, habitId: id, targetAmount });
    const habit = await readHabit(ctx, tx, actor, id);
    if (!habit) throw habitNotFound();
    announceChange({ area: 'habits', kind: 'updated', id, version: habit.updatedAt });
    return habit;
  });
}

/**
 * docs/product/habits.md "Delete and undo": the habit is hidden at once and purged once the restore
 * window has passed; each delete also purges every habit whose window has closed.
 */
export async function deleteHabit(ctx: AreaContext, actor: Actor, id: string): Promise<void> {
  assertHabitId(id);
  const now = ctx.clock.now();
  // In a unit of work, so a token's delete is logged and undoable (docs/product/access.md "Activity log").
  const deleted = await inTransaction(ctx, actor, ({ tx }) => habitsRepository.softDeleteHabit(tx, { userId: actor.userId, id }, now.toISOString()));
  if (!deleted) throw habitNotFound();
  announce(ctx, actor, { area: 'habits', kind: 'deleted', id });
  await habitsRepository.purgeDeletedHabits(ctx.db, restoreWindowStart(now));
}

/** The toast's 'Undo': the habit comes back with its whole log. */
export async function restoreHabit(ctx: AreaContext, actor: Actor, id: string): Promise<Habit> {
  assertHabitId(id);
  const now = ctx.clock.now();
  const restored = await inTransaction(ctx, actor, ({ tx }) => habitsRepository.restoreHabit(tx, { userId: actor.userId, id }, restoreWindowStart(now)));
  if (!restored) throw habitNotFound();
  const habit = await getHabit(ctx, actor, id);
  announce(ctx, actor, { area: 'habits', kind: 'created', id, version: habit.updatedAt });
  await habitsRepository.purgeDeletedHabits(ctx.db, restoreWindowStart(now));
  return habit;
}

/** docs/product/habits.md "Amounts": a unit belongs to a target amount; a plain habit keeps none. */
function unitFor({ targetAmount, unit }: { targetAmount?: number | null; unit?: string | null }): string | null {
  return targetAmount === null || targetAmount === undefined ? null : (unit ?? null);
}

function restoreWindowStart(now: Date): string {
  return new Date(now.getTime() - HABIT_RESTORE_WINDOW_MS).toISOString();
}
