import { TODO_MESSAGES } from '@cadence/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { habitBelongsToUser } from './todo-habits.repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Someone else's task, a deleted one and a made-up id all look the same: 404 (DESIGN §4). */
export function todoNotFound(): AppError {
  return AppError.notFound(TODO_MESSAGES.taskNotFound);
}

/** An id that cannot be a task's is not found (and never reaches Postgres's uuid parser). */
export function assertTodoId(id: string): void {
  if (!UUID_PATTERN.test(id)) throw todoNotFound();
}

/** A task may link only the user's own habits; anything else reads as a missing habit. */
export async function assertHabitOwned(db: Db, userId: string, habitId: string): Promise<void> {
  if (!(await habitBelongsToUser(db, userId, habitId))) {
    throw new AppError('VALIDATION', TODO_MESSAGES.habitNotFound, { fields: { habitId: TODO_MESSAGES.habitNotFound } });
  }
}
