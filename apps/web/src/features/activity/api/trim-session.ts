import type { StoppedSession, TrimSessionRequest } from '@cadence/shared';
import type { WriteKeyed } from '../../../lib/write-queue';
import { postSessionAction, timerWriteKey, useSessionEnd } from './session-action';

/** POST /api/activity-session/trim: stops a forgotten timer as of the time the work ended. */
export function trimSession({ writeKey, sessionId, endedAt }: TrimSessionRequest & WriteKeyed): Promise<StoppedSession> {
  return postSessionAction<StoppedSession>('trim', { sessionId, endedAt }, writeKey);
}

export function useTrimSession() {
  return useSessionEnd({ mutationKey: timerWriteKey('trim'), mutationFn: trimSession, failed: 'Could not stop the timer. Please try again.', nothingLogged: 'Timer stopped. Nothing was logged: no time had passed.' });
}
