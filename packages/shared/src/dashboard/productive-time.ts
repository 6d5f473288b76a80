import { PRODUCTIVE_ACTIVITY_TYPES } from './dashboard-constants';
import type { ActivityType } from '../activity/activity-constants';

// docs/product/dashboard.md "Productive Time": today's work and learning, the running timer included.

/** True for the activity types that count as productive time (docs/product/dashboard.md "Productive Time": work and learning). */
export function isProductiveType(type: ActivityType): boolean {
  return PRODUCTIVE_ACTIVITY_TYPES.includes(type);
}

/**
 * docs/product/dashboard.md "Productive Time": 'Xh Ym', or 'Ym' under an hour. Whole minutes, rounded down: the card never shows
 * a minute that was not tracked.
 */
export function formatProductiveTime(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  if (minutes < 60) return `${minutes}m`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** The same length said in words, for assistive technology ('2 hours 5 minutes', '1 minute'). */
export function productiveTimeInWords(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const words = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return words(rest, 'minute');
  return rest === 0 ? words(hours, 'hour') : `${words(hours, 'hour')} ${words(rest, 'minute')}`;
}

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
