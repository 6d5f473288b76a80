import { HABIT_MESSAGES, type CreateHabitBreakRequest, type HabitBreak } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { inTransaction } from '../../context/unit-of-work';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { habitNotFound } from './habit-guards';
import * as breaksRepository from './habit-breaks.repository';
import { habitBelongsToUser } from './habits.repository';

// docs/product/habits.md "Rest days" (issue 22 §6): a rest day or a vacation range, for one habit or for
// every habit of the person. A rest is announced as a change of the habits area, so other tabs refetch
// their habits and see the streaks it holds.

function breakNotFound(): AppError {
  return AppError.notFound(HABIT_MESSAGES.breakNotFound);
}

export function listBreaks(ctx: AreaContext, actor: Actor): Promise<HabitBreak[]> {
  return breaksRepository.selectBreaks(ctx.db, actor.userId);
}

export async function createBreak(ctx: AreaContext, actor: Actor, input: CreateHabitBreakRequest): Promise<HabitBreak> {
  return inTransaction(ctx, actor, async ({ tx, announce }) => {
    if (input.habitId !== null && !(await habitBelongsToUser(tx, { userId: actor.userId, habitId: input.habitId }))) throw habitNotFound();
    const added = await breaksRepository.insertBreak(tx, { ...input, userId: actor.userId });
    // The id a client chose is another person's: as if it did not exist.
    if (!added) throw breakNotFound();
    announce({ area: 'habits', kind: 'updated', id: added.habitId ?? added.id });
    return added;
  });
}

export async function deleteBreak(ctx: AreaContext, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw breakNotFound();
  await inTransaction(ctx, actor, async ({ tx, announce }) => {
    const deleted = await breaksRepository.deleteBreak(tx, { userId: actor.userId, id });
    if (!deleted) throw breakNotFound();
    announce({ area: 'habits', kind: 'updated', id: deleted.habitId ?? deleted.id });
  });
}
