import { PRODUCTIVE_ACTIVITY_TYPES } from './dashboard-constants';
import type { ActivityType } from '../activity/activity-constants';

// docs/product/dashboard.md "Productive Time": today's work and learning, the running timer included.

/** True for the activity types that count as productive time (docs/product/dashboard.md "Productive Time": work and learning). */
export function isProductiveType(type: ActivityType): boolean {
  return PRODUCTIVE_ACTIVITY_TYPES.includes(type);
}

// The card writes its figure with the one duration format (durations/format-duration.ts, issue 18 item 5).

/** The running timer as the dashboard receives it (docs/architecture.md "Server-owned state": elapsed is computed, never counted). */
export interface RunningClock {
  accumulatedSeconds: number;
  /** Null while paused. */
  resumedAt: string | null;
}

/** Whole seconds the timer has run at `nowMs`: accumulated + (now − resumed_at), never below accumulated. */
export function runningSeconds(clock: RunningClock, nowMs: number): number {
  if (clock.resumedAt === null) return clock.accumulatedSeconds;
  return clock.accumulatedSeconds + Math.floor(Math.max(0, nowMs - Date.parse(clock.resumedAt)) / 1000);
}

/**
 * Today's productive seconds at `nowMs`: the logged ones plus the running session's when it counts
 * for today and is of a productive type (docs/product/dashboard.md "Productive Time").
 */
export function productiveSecondsAt(loggedSeconds: number, session: (RunningClock & { countsToday: boolean; type: ActivityType }) | null, nowMs: number): number {
  if (!session || !session.countsToday || !isProductiveType(session.type)) return loggedSeconds;
  return loggedSeconds + runningSeconds(session, nowMs);
}
