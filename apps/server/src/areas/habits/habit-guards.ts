import { HABIT_MESSAGES, isCalendarDate } from '@cadence/shared';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import type { Db } from '../../db/client';
import { isOwnLiveGoal } from './habits.repository';

/** Someone else's habit, a deleted one and a made-up id all look the same: 404 (docs/architecture.md "API conventions"). */
export function habitNotFound(): AppError {
  return AppError.notFound(HABIT_MESSAGES.habitNotFound);
}

/** An id that cannot be a habit's is not found (and never reaches PostgreSQL's uuid parser). */
export function assertHabitId(id: string): void {
  if (!isUuid(id)) throw habitNotFound();
}

/** The day in a completion's path is a real local date 'YYYY-MM-DD'. */
export function assertCompletionDate(date: string): void {
  if (!isCalendarDate(date)) throw new AppError('VALIDATION', HABIT_MESSAGES.invalidDate, { fields: { date: HABIT_MESSAGES.invalidDate } });
}

/**
 * docs/product/goals.md "Linked tasks and habits": a habit may link only the user's own live goals;
 * another person's, a deleted one or a made-up id reads as a missing goal (400, as a task's).
 */
export async function assertGoalOwned(db: Db, link: { userId: string; goalId: string }): Promise<void> {
  if (!(await isOwnLiveGoal(db, link))) {
    throw new AppError('VALIDATION', HABIT_MESSAGES.goalNotFound, { fields: { goalId: HABIT_MESSAGES.goalNotFound } });
  }
}
