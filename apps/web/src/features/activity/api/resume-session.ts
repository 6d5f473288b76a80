import { resumedClock, type SessionState } from '@cadence/shared';
import { sessionActionWrite, useClockChange } from './session-action';

/** POST /api/activity-session/resume (docs/product/activity.md "Timer"); made offline, it waits and counts from the press. */
export const resumeSessionWrite = sessionActionWrite<SessionState>('resume', 'Resuming the timer');

export function useResumeSession() {
  return useClockChange({ write: resumeSessionWrite, queued: true, optimistic: resumedClock, failed: 'Could not resume the timer. Please try again.' });
}
