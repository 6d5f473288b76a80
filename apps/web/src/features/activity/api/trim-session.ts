import type { StoppedSession, TrimSessionRequest } from '@cadence/shared';
import { postSessionAction, useSessionEnd } from './session-action';

/** POST /api/activity-session/trim: stops a forgotten timer as of the time the work ended. */
export function trimSession(body: TrimSessionRequest): Promise<StoppedSession> {
  return postSessionAction<StoppedSession>('trim', { ...body });
}

export function useTrimSession() {
  return useSessionEnd({ mutationFn: trimSession, failed: 'Could not stop the timer. Please try again.', nothingLogged: 'Timer stopped. Nothing was logged: no time had passed.' });
}
