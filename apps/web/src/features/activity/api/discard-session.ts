import type { StoppedSession } from '@cadence/shared';
import { sessionActionWrite, useSessionEnd } from './session-action';

/** POST /api/activity-session/discard: ends a forgotten timer without logging it; needs a connection. */
const discardSessionWrite = sessionActionWrite<StoppedSession>('discard', 'Discarding the timer');

export function useDiscardSession() {
  return useSessionEnd({ write: discardSessionWrite, queued: false, failed: 'Could not discard the timer. Please try again.', nothingLogged: 'Timer discarded. Nothing was logged.' });
}
