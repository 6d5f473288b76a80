import type { StoppedSession } from '@cadence/shared';
import { postSessionAction, useSessionEnd } from './session-action';

/** POST /api/activity-session/discard: ends a forgotten timer without logging it. */
export function discardSession(sessionId: string): Promise<StoppedSession> {
  return postSessionAction<StoppedSession>('discard', { sessionId });
}

export function useDiscardSession() {
  return useSessionEnd({ mutationFn: discardSession, failed: 'Could not discard the timer. Please try again.', nothingLogged: 'Timer discarded. Nothing was logged.' });
}
