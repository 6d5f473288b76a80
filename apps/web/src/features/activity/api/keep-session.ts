import { pausedClock, resumedClock } from '@cadence/shared';
import { sendSessionAction, timerWriteKey, useClockChange } from './session-action';

/** POST /api/activity-session/keep: a forgotten timer goes on (docs/product/activity.md "Forgotten timer"). */
export function useKeepSession() {
  return useClockChange({
    mutationKey: timerWriteKey('keep'),
    mutationFn: sendSessionAction('keep'),
    optimistic: (clock, nowMs) => (clock.resumedAt === null ? clock : resumedClock(pausedClock(clock, nowMs), nowMs)),
    failed: 'Could not keep the timer running. Please try again.',
  });
}
