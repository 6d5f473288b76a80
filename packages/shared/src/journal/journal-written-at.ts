import { isCalendarDate } from '../calendar/local-date';
import { instantAtWallClock, wallClockOf } from '../calendar/zoned-time';

// docs/product/journal.md "Back-dating": an entry's date and time are the person's, in their zone; the
// form shows them as a local date and a local time, the API stores the instant (createdAt), and the entry's
// day is the local date of that instant. Never in the future.

/** A written-at time may run this far ahead of the server's clock (a phone's clock a little fast). */
export const JOURNAL_CLOCK_SKEW_MS = 60_000;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;

/** The entry form's 'Date' ('YYYY-MM-DD') and 'Time' ('HH:mm') for an instant, in `timeZone`. */
export function writtenAtFields(instant: Date, timeZone: string): { date: string; time: string } {
  const { date, msOfDay } = wallClockOf(instant, timeZone);
  const minutes = Math.floor(msOfDay / MINUTE_MS);
  return { date, time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
}

/**
 * The instant a local date and time in `timeZone` stand for; null when either is missing or not real.
 * A time the day skips (daylight saving begins) moves forward by the gap; a time that happens twice (it ends) is
 * one of the two, as instantAtWallClock picks it. Either way the instant is on `date` in `timeZone`.
 */
export function writtenAtOf(date: string, time: string, timeZone: string): Date | null {
  const match = TIME_PATTERN.exec(time);
  if (!match || !isCalendarDate(date)) return null;
  return instantAtWallClock(date, (Number(match[1]) * 60 + Number(match[2])) * MINUTE_MS, timeZone);
}

/** docs/product/journal.md "Back-dating": an entry may be about an earlier time, never a later one (beyond the clock skew). */
export function isWrittenInFuture(writtenAt: Date | string, now: Date): boolean {
  const at = typeof writtenAt === 'string' ? Date.parse(writtenAt) : writtenAt.getTime();
  return at > now.getTime() + JOURNAL_CLOCK_SKEW_MS;
}
