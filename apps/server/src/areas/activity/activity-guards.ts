import { ACTIVITY_MESSAGES } from '@cadence/shared';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';

/** Someone else's activity, a deleted one and a made-up id all look the same: 404 (docs/architecture.md "API conventions"). */
export function activityNotFound(): AppError {
  return AppError.notFound(ACTIVITY_MESSAGES.activityNotFound);
}

export function assertActivityId(id: string): void {
  if (!isUuid(id)) throw activityNotFound();
}

/** No session runs: pause, resume, stop and the rest have nothing to act on. */
export function noSession(): AppError {
  return AppError.notFound(ACTIVITY_MESSAGES.noSession);
}

export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fields: { [field]: message } });
}
