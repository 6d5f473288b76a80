import { TODO_MESSAGES } from '@cadence/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import type { HabitLinks } from './todo-context';
import { isOwnLiveGoal } from './todos.repository';

/** Someone else's task, a deleted one and a made-up id all look the same: 404 (docs/architecture.md "API conventions"). */
export function todoNotFound(): AppError {
  return AppError.notFound(TODO_MESSAGES.taskNotFound);
}

/** An id that cannot be a task's is not found (and never reaches Postgres's uuid parser). */
export function assertTodoId(id: string): void {
  if (!isUuid(id)) throw todoNotFound();
}

/** A task may link only the user's own habits; anything else reads as a missing habit. */
export async function assertHabitOwned(habitLinks: HabitLinks, db: Db, link: { userId: string; habitId: string }): Promise<void> {
  if (!(await habitLinks.isOwnHabit(db, link))) {
    throw new AppError('VALIDATION', TODO_MESSAGES.habitNotFound, { fields: { habitId: TODO_MESSAGES.habitNotFound } });
  }
}

/**
 * docs/product/goals.md "Linked tasks and habits": a task may link only the user's own live goals;
 * another person's, a deleted one or a made-up id reads as a missing goal, as a habit does.
 */
export async function assertGoalOwned(db: Db, link: { userId: string; goalId: string }): Promise<void> {
  if (!(await isOwnLiveGoal(db, link))) {
    throw new AppError('VALIDATION', TODO_MESSAGES.goalNotFound, { fields: { goalId: TODO_MESSAGES.goalNotFound } });
  }
}
