import type { StoppedSession, TrimSessionRequest } from '@cadence/shared';
import type { QueuedWrite, WriteKeyed } from '../../../lib/write-queue';
import { postSessionAction, timerWriteKey, useSessionEnd } from './session-action';

/** POST /api/activity-session/trim: stops a forgotten timer as of the time the work ended; needs a connection. */
export function trimSession({ writeKey, sessionId, endedAt }: TrimSessionRequest & WriteKeyed): Promise<StoppedSession> {
  return postSessionAction<StoppedSession>('trim', { sessionId, endedAt }, writeKey);
}

const trimSessionWrite: QueuedWrite<TrimSessionRequest, StoppedSession> = {
  mutationKey: timerWriteKey('trim'),
  mutationFn: trimSession,
  describe: () => 'Stopping a forgotten timer',
  afterReplay: () => undefined,
};

export function useTrimSession() {
  return useSessionEnd({ write: trimSessionWrite, queued: false, failed: 'Could not stop the timer. Please try again.', nothingLogged: 'Timer stopped. Nothing was logged: no time had passed.' });
}
