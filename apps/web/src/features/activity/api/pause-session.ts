import { pausedClock, type SessionState } from '@cadence/shared';
import { sessionActionWrite, useClockChange } from './session-action';

/** POST /api/activity-session/pause (docs/product/activity.md "Timer"); made offline, it waits and counts from the press. */
export const pauseSessionWrite = sessionActionWrite<SessionState>('pause', 'Pausing the timer');

export function usePauseSession() {
  return useClockChange({ write: pauseSessionWrite, queued: true, optimistic: pausedClock, failed: 'Could not pause the timer. Please try again.' });
}
