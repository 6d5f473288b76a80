import { pausedClock, type SessionState } from '@cadence/shared';
import { postSessionAction, useClockChange } from './session-action';

/** POST /api/activity-session/pause (docs/product/activity.md "Timer"). */
export function pauseSession(sessionId: string): Promise<SessionState> {
  return postSessionAction<SessionState>('pause', { sessionId });
}

export function usePauseSession() {
  return useClockChange({ mutationFn: pauseSession, optimistic: pausedClock, failed: 'Could not pause the timer. Please try again.' });
}
