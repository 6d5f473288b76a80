import type { StoppedSession } from '@cadence/shared';
import { sendSessionAction, timerWriteKey, useSessionEnd } from './session-action';

/** POST /api/activity-session/discard: ends a forgotten timer without logging it. */
export function useDiscardSession() {
  return useSessionEnd({ mutationKey: timerWriteKey('discard'), mutationFn: sendSessionAction<StoppedSession>('discard'), failed: 'Could not discard the timer. Please try again.', nothingLogged: 'Timer discarded. Nothing was logged.' });
}
