import type { StoppedSession } from '@cadence/shared';
import { postSessionAction, useSessionEnd } from './session-action';

/** POST /api/activity-session/stop: logs the elapsed time, if any (docs/product/activity.md "Stop"). */
export function stopSession(sessionId: string): Promise<StoppedSession> {
  return postSessionAction<StoppedSession>('stop', { sessionId });
}

/** `onStopped` runs once the timer is gone (after the card that asked has unmounted). */
export function useStopSession(onStopped?: () => void) {
  return useSessionEnd({ mutationFn: stopSession, failed: 'Could not stop the timer. Please try again.', nothingLogged: 'Timer stopped. Nothing was logged: no time had passed.', onEnded: onStopped });
}
