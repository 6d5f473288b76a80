import { addDays } from '../calendar/calendar-days';
import { localDateInTimeZone } from '../calendar/local-date';

// docs/product/dashboard.md "Today": the dashboard's days are the person's local calendar days, in the
// time zone their browser reports. A day is 'YYYY-MM-DD'; its bounds are the UTC instants where it
// starts and ends in that zone, so the database compares timestamps and never converts zones itself.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The local date ('YYYY-MM-DD') at the instant `ms` in `timeZone` (an unknown zone counts as UTC). */
const localDateAt = (ms: number, timeZone: string): string => localDateInTimeZone(new Date(ms), timeZone);

/** The least instant in (low, high] whose local date is `date` or later, stepping by `step` ms. */
function bisect(date: string, timeZone: string, low: number, high: number, step: number): number {
  let lo = Math.floor(low / step);
  let hi = Math.ceil(high / step);
  while (hi - lo > 1) {
    const middle = Math.floor((lo + hi) / 2);
    if (localDateAt(middle * step, timeZone) >= date) hi = middle;
    else lo = middle;
  }
  return hi * step;
}

/**
 * The first instant (epoch ms) whose local date in `timeZone` is `date` or later. Found by bisection
 * within 18 hours of UTC midnight (offsets run from −12 h to +14 h), so daylight-saving days (23 or 25
 * hours, or a midnight that does not exist) start where the zone says they do. Minutes first (zones
 * change on whole minutes since 1972), then milliseconds for the older zones that did not.
 */
export function startOfLocalDay(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00.000Z`);
  const byMinute = bisect(date, timeZone, utcMidnight - 18 * 3_600_000, utcMidnight + 18 * 3_600_000, MINUTE_MS);
  if (localDateAt(byMinute - 1, timeZone) < date) return byMinute;
  return bisect(date, timeZone, byMinute - MINUTE_MS, byMinute, 1);
}

/** The UTC bounds [from, to) of local days `first` to `last` in `timeZone`, as ISO strings for SQL. */
export function localDaysBounds(first: string, last: string, timeZone: string): { from: string; to: string } {
  return {
    from: new Date(startOfLocalDay(first, timeZone)).toISOString(),
    to: new Date(startOfLocalDay(addDays(last, 1), timeZone)).toISOString(),
  };
}

/**
 * The start instants of the local days `first` to `last` and of the day after (the end of the last):
 * the same as startOfLocalDay for each, but each day is first tried at 24 hours after the one before
 * (two checks), bisecting only across a clock change.
 */
export function startsOfLocalDays(first: string, last: string, timeZone: string): number[] {
  const starts = [startOfLocalDay(first, timeZone)];
  for (let date = addDays(first, 1); date <= addDays(last, 1); date = addDays(date, 1)) {
    const guess = starts.at(-1)! + DAY_MS;
    const fits = localDateAt(guess, timeZone) === date && localDateAt(guess - 1, timeZone) < date;
    starts.push(fits ? guess : startOfLocalDay(date, timeZone));
  }
  return starts;
}
