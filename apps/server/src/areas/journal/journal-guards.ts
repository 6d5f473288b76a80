import { JOURNAL_MESSAGES, MOOD_LOG_MESSAGES } from '@cadence/shared';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';

/** Someone else's entry, a deleted one and a made-up id all look the same: 404 (docs/architecture.md "API conventions"). */
export function entryNotFound(): AppError {
  return AppError.notFound(JOURNAL_MESSAGES.entryNotFound);
}

/** An id that cannot be an entry's is not found, and never reaches PostgreSQL's uuid parser. */
export function assertEntryId(id: string): void {
  if (!isUuid(id)) throw entryNotFound();
}

export function moodLogNotFound(): AppError {
  return AppError.notFound(MOOD_LOG_MESSAGES.moodLogNotFound);
}

export function assertMoodLogId(id: string): void {
  if (!isUuid(id)) throw moodLogNotFound();
}
