import { amountDone, HABIT_MESSAGES, localDateInTimeZone, type Habit } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { inTransaction } from '../../context/unit-of-work';
import { AppError } from '../../http/app-error';
import { assertCompletionDate, assertHabitId, habitNotFound } from './habit-guards';
import * as habitsRepository from './habits.repository';
import { readHabit } from './habits.service';

export interface HabitDayChange {
  id: string;
  /** The user's local date 'YYYY-MM-DD'. */
  date: string;
  done: boolean;
}

/**
 * docs/product/habits.md "Marking days": PUT marks a day done, DELETE marks it not done; both are
 * idempotent and answer the habit with its numbers recomputed. A day after the user's today cannot be
 * marked done (it has not come yet); un-marking one is allowed, so a day marked in a zone ahead can
 * be undone from here.
 */
export async function setHabitDay(ctx: AreaContext, actor: Actor, { id, date, done }: HabitDayChange): Promise<Habit> {
  assertHabitId(id);
  assertCompletionDate(date);
  return inTransaction(ctx, actor, async ({ tx, announce }) => {
    if (!(await habitsRepository.habitBelongsToUser(tx, { userId: actor.userId, habitId: id }))) throw habitNotFound();
    if (done && date > localDateInTimeZone(ctx.clock.now(), actor.timeZone)) {
      throw new AppError('VALIDATION', HABIT_MESSAGES.futureDate, { fields: { date: HABIT_MESSAGES.futureDate } });
    }
    await habitsRepository.setCompletion(tx, { userId: actor.userId, habitId: id, date, completed: done });
    const habit = await readHabit(ctx, tx, actor, id);
    if (!habit) throw habitNotFound();
    announce({ area: 'habits', kind: 'updated', id });
    return habit;
  });
}

export interface HabitAmountChange {
  id: string;
  /** The user's local date 'YYYY-MM-DD'. */
  date: string;
  amount: number;
}

/**
 * docs/product/habits.md "Amounts" (issue 22 §7): PUT /api/habits/:id/amounts/:date sets the day's amount
 * (the whole of it, so a repeated request changes nothing); the day is done once it reaches the target.
 * A plain habit has no amount, and a day to come has none either.
 */
export async function setHabitAmount(ctx: AreaContext, actor: Actor, { id, date, amount }: HabitAmountChange): Promise<Habit> {
  assertHabitId(id);
  assertCompletionDate(date);
  return inTransaction(ctx, actor, async ({ tx, announce }) => {
    const targetAmount = await habitsRepository.findTargetAmount(tx, { userId: actor.userId, id });
    if (targetAmount === undefined) throw habitNotFound();
    if (targetAmount === null) throw new AppError('VALIDATION', HABIT_MESSAGES.notNumeric, { fields: { amount: HABIT_MESSAGES.notNumeric } });
    if (date > localDateInTimeZone(ctx.clock.now(), actor.timeZone)) {
      throw new AppError('VALIDATION', HABIT_MESSAGES.futureAmount, { fields: { date: HABIT_MESSAGES.futureAmount } });
    }
    await habitsRepository.setAmount(tx, { userId: actor.userId, habitId: id, date, amount, completed: amountDone(amount, targetAmount) });
    const habit = await readHabit(ctx, tx, actor, id);
    if (!habit) throw habitNotFound();
    announce({ area: 'habits', kind: 'updated', id });
    return habit;
  });
}
