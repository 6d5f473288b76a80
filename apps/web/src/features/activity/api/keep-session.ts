import { pausedClock, resumedClock, type SessionState } from '@cadence/shared';
import { sessionActionWrite, useClockChange } from './session-action';

/** POST /api/activity-session/keep: a forgotten timer goes on (docs/product/activity.md "Forgotten timer"); needs a connection. */
const keepSessionWrite = sessionActionWrite<SessionState>('keep', 'Keeping the timer running');

export function useKeepSession() {
  return useClockChange({
    write: keepSessionWrite,
    queued: false,
    optimistic: (clock, nowMs) => (clock.resumedAt === null ? clock : resumedClock(pausedClock(clock, nowMs), nowMs)),
    failed: 'Could not keep the timer running. Please try again.',
  });
}
