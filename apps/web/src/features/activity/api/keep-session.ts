import { pausedClock, resumedClock, type SessionState } from '@cadence/shared';
import { postSessionAction, useClockChange } from './session-action';

/** POST /api/activity-session/keep: a forgotten timer goes on (docs/product/activity.md "Forgotten timer"). */
export function keepSession(sessionId: string): Promise<SessionState> {
  return postSessionAction<SessionState>('keep', { sessionId });
}

export function useKeepSession() {
  return useClockChange({
    mutationFn: keepSession,
    optimistic: (clock, nowMs) => (clock.resumedAt === null ? clock : resumedClock(pausedClock(clock, nowMs), nowMs)),
    failed: 'Could not keep the timer running. Please try again.',
  });
}
