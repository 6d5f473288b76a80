import type { StoppedSession } from '@cadence/shared';
import { sendSessionAction, sessionActionWrite, useSessionEnd } from './session-action';

/** POST /api/activity-session/stop: logs the elapsed time, if any (docs/product/activity.md "Stop"); offline, as of the press. */
export const stopSessionWrite = sessionActionWrite<StoppedSession>('stop', 'Stopping the timer');

/** The stop alone, for the task timer's switch (start-task-timer.ts). */
export const stopSession = (sessionId: string) => sendSessionAction<StoppedSession>('stop')({ sessionId });

/** `onStopped` runs once the timer is gone (after the card that asked has unmounted). */
export function useStopSession(onStopped?: () => void) {
  return useSessionEnd({ write: stopSessionWrite, queued: true, failed: 'Could not stop the timer. Please try again.', nothingLogged: 'Timer stopped. Nothing was logged: no time had passed.', onEnded: onStopped });
}
