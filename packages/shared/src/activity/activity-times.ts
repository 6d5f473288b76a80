import { instantAtWallClock, wallClockOf } from '../calendar/zoned-time';
import { isCalendarDate } from '../calendar/local-date';
import { PAST_ACTIVITY_MAX_SECONDS, PAST_ACTIVITY_MIN_SECONDS } from './activity-constants';

// docs/product/activity.md "Past activities", "Edit an activity": when a logged activity may have run.
// The start is an instant and the duration counts seconds, so the end is exactly the duration later,
// whatever a clock change does to the wall clock in between (a 24-hour activity over the night daylight
// saving begins ends at 01:00 the next day on the wall clock, and is still 24 hours long).

/**
 * A clock that runs a little fast may put "just now" a few minutes ahead of the server's: an activity
 * added or edited by hand may end up to this long after the server's now.
 */
export const PAST_ACTIVITY_CLOCK_TOLERANCE_MS = 5 * 60_000;

const MINUTE_MS = 60_000;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant an activity that started at `startedAt` and lasted `durationSeconds` ended. */
export function activityEnd(startedAt: string | Date, durationSeconds: number): Date {
  const start = typeof startedAt === 'string' ? Date.parse(startedAt) : startedAt.getTime();
  return new Date(start + durationSeconds * 1000);
}

/** A length a person may give an activity by hand: whole seconds from 1 minute to 24 hours. */
export function isPastActivityDuration(durationSeconds: number): boolean {
  return Number.isInteger(durationSeconds) && durationSeconds >= PAST_ACTIVITY_MIN_SECONDS && durationSeconds <= PAST_ACTIVITY_MAX_SECONDS;
}

/** The activity would end after `now` (allowing the clock tolerance): not over yet, so refused. */
export function endsAfterNow(startedAt: string | Date, durationSeconds: number, now: Date): boolean {
  return activityEnd(startedAt, durationSeconds).getTime() > now.getTime() + PAST_ACTIVITY_CLOCK_TOLERANCE_MS;
}

/** The form's 'Date' ('YYYY-MM-DD') and 'Start Time' ('HH:mm') of an instant in `timeZone`, seconds dropped. */
export function activityStartFields(instant: Date | string, timeZone: string): { date: string; time: string } {
  const { date, msOfDay } = wallClockOf(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
  const minutes = Math.floor(msOfDay / MINUTE_MS);
  return { date, time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
}

/**
 * The instant a local date and start time in `timeZone` stand for; null when either is missing or not
 * real. A time the day skips (daylight saving begins) moves forward by the gap; one that happens twice is the first.
 */
export function activityStartOf(date: string, time: string, timeZone: string): Date | null {
  const match = TIME_PATTERN.exec(time);
  if (!match || !isCalendarDate(date)) return null;
  return instantAtWallClock(date, (Number(match[1]) * 60 + Number(match[2])) * MINUTE_MS, timeZone);
}

/** Hours and minutes of a duration, for the form: whole minutes, rounded down (a 14-second activity reads 0 and 0). */
export function durationFields(durationSeconds: number): { hours: string; minutes: string } {
  const minutes = Math.floor(durationSeconds / 60);
  return { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) };
}
