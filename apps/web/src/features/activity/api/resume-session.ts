import { resumedClock, type SessionState } from '@cadence/shared';
import { postSessionAction, useClockChange } from './session-action';

/** POST /api/activity-session/resume (docs/product/activity.md "Timer"). */
export function resumeSession(sessionId: string): Promise<SessionState> {
  return postSessionAction<SessionState>('resume', { sessionId });
}

export function useResumeSession() {
  return useClockChange({ mutationFn: resumeSession, optimistic: resumedClock, failed: 'Could not resume the timer. Please try again.' });
}
