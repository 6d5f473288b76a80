import { GOAL_MESSAGES } from '@cadence/shared';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';

/** Someone else's goal, a deleted one and a made-up id all look the same: 404 (docs/architecture.md "API conventions"). */
export function goalNotFound(): AppError {
  return AppError.notFound(GOAL_MESSAGES.goalNotFound);
}

export function milestoneNotFound(): AppError {
  return AppError.notFound(GOAL_MESSAGES.milestoneNotFound);
}

/** An id that cannot be a goal's is not found (and never reaches PostgreSQL's uuid parser). */
export function assertGoalId(id: string): void {
  if (!isUuid(id)) throw goalNotFound();
}
