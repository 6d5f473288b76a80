import { ACTIVITY_MESSAGES, type SessionConflictResponse } from '@cadence/shared';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-error';
import { activityKeys } from './activity-keys';
import { setSessionState } from './session-state';

/** A 409's body carries the session that runs now beside the error. */
function isSessionConflict(body: unknown): body is SessionConflictResponse {
  return typeof body === 'object' && body !== null && 'session' in body && 'serverNow' in body;
}

/**
 * docs/product/activity.md "Several tabs and devices": when another tab or device changed the timer
 * first, the answer says what runs now. The screen shows it at once and says why; anything else
 * reloads the session and says what failed.
 */
export function showSessionRefusal(queryClient: QueryClient, error: unknown, failed: string): void {
  if (error instanceof ApiError && error.status === 409 && isSessionConflict(error.body)) {
    setSessionState(queryClient, error.body);
    toast.show({ message: error.message });
    return;
  }
  // A refused field (a trim's end time) is shown on its field by the form that sent it.
  if (error instanceof ApiError && error.fields) return;
  if (error instanceof ApiError && error.status === 404) {
    toast.show({ message: ACTIVITY_MESSAGES.noSession });
  } else {
    toast.error(error instanceof ApiError && error.message ? error.message : failed);
  }
  void queryClient.invalidateQueries({ queryKey: activityKeys.session() });
}
