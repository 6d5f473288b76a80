import { FORGOTTEN_SESSION_SECONDS } from './activity-constants';

/**
 * docs/architecture.md "Server-owned state" (computed, not counted): the state a session's time is computed
 * from. `resumedAt` is null while paused. docs/product/activity.md "Elapsed time".
 */
export interface SessionClock {
  accumulatedSeconds: number;
  resumedAt: string | null;
}

/** Milliseconds the session has run since it was last resumed (0 while paused, or if the clock stepped back). */
function runningMs(clock: SessionClock, nowMs: number): number {
  if (clock.resumedAt === null) return 0;
  return Math.max(0, nowMs - Date.parse(clock.resumedAt));
}

/**
 * Whole seconds tracked at `nowMs`: accumulated + (now - resumed_at), rounded down, so the timer
 * never shows time that was not tracked. Never below what was accumulated, never decreasing in `nowMs`.
 */
export function elapsedSeconds(clock: SessionClock, nowMs: number): number {
  return clock.accumulatedSeconds + Math.floor(runningMs(clock, nowMs) / 1000);
}

/** Seconds of the current run since the last start or resume; 0 while paused. */
export function runningStretchSeconds(clock: SessionClock, nowMs: number): number {
  return Math.floor(runningMs(clock, nowMs) / 1000);
}

/** Pausing folds the running stretch into the accumulated seconds. Pausing a paused clock changes nothing. */
export function pausedClock(clock: SessionClock, nowMs: number): SessionClock {
  if (clock.resumedAt === null) return clock;
  return { accumulatedSeconds: elapsedSeconds(clock, nowMs), resumedAt: null };
}

/** Resuming starts a new stretch now. Resuming a running clock changes nothing. */
export function resumedClock(clock: SessionClock, nowMs: number): SessionClock {
  if (clock.resumedAt !== null) return clock;
  return { accumulatedSeconds: clock.accumulatedSeconds, resumedAt: new Date(nowMs).toISOString() };
}

/**
 * docs/product/activity.md "Forgotten timer": running without a pause for more than 12 hours. A
 * paused session is never forgotten: it counts nothing while left alone.
 */
export function isForgottenSession(clock: SessionClock, nowMs: number): boolean {
  return runningStretchSeconds(clock, nowMs) > FORGOTTEN_SESSION_SECONDS;
}

/**
 * Trimming a forgotten timer (docs/product/activity.md "Forgotten timer"): the end time must lie
 * within the current stretch, from its resume up to now. Null when it does not (or when paused).
 */
export function trimmedElapsedSeconds(clock: SessionClock, endMs: number, nowMs: number): number | null {
  if (clock.resumedAt === null) return null;
  if (endMs < Date.parse(clock.resumedAt) || endMs > nowMs) return null;
  return elapsedSeconds(clock, endMs);
}
