import { addDays, instantAtWallClock, localDateInTimeZone } from '@cadence/shared';

// docs/architecture.md "Testing" (issue 17): time is an input of the browser suite. One instant and one
// zone are chosen for a run: E2E_NOW (an ISO 8601 instant; the real time by default) and E2E_TZ (an IANA
// zone; UTC by default). The server started for the suite runs at that instant (support/shift-clock.mjs,
// loaded by the e2e server entry only), every browser context gets the same clock and zone
// (support/fixtures.ts), and the specs write their seeds and expectations from suiteNow() and the
// documented rules, never from the day they were written.

const OFFSET_VARIABLE = 'E2E_CLOCK_OFFSET_MS';

/**
 * How far the suite's clock is from the real one, in ms. Computed once, in the process that reads the
 * Playwright config first, and handed to the server and the workers through the environment, so all of
 * them tick together.
 */
export function suiteClockOffsetMs(): number {
  const handed = process.env[OFFSET_VARIABLE];
  if (handed !== undefined && handed !== '') return Number(handed);
  const chosen = process.env.E2E_NOW;
  const offset = chosen ? Date.parse(chosen) - Date.now() : 0;
  if (Number.isNaN(offset)) throw new Error(`E2E_NOW="${chosen}" is not an instant: use ISO 8601, e.g. 2027-03-28T01:30:00+01:00`);
  process.env[OFFSET_VARIABLE] = String(Math.round(offset));
  return Math.round(offset);
}

/** The zone of the person using the browser in this run. */
export const SUITE_ZONE = process.env.E2E_TZ || 'UTC';

/** True when the run is at a chosen instant rather than the real time. */
export const clockIsShifted = (): boolean => suiteClockOffsetMs() !== 0;

/** "Now" for this run: what the server and the page both read. */
export function suiteNow(): Date {
  return new Date(Date.now() + suiteClockOffsetMs());
}

/** The instant `ms` milliseconds before now on the suite's clock, as an ISO string. */
export function msAgo(ms: number): string {
  return new Date(suiteNow().getTime() - ms).toISOString();
}

/** The local date (YYYY-MM-DD) `offsetDays` calendar days from today where the person is. */
export function localDate(offsetDays = 0): string {
  return addDays(localDateInTimeZone(suiteNow(), SUITE_ZONE), offsetDays);
}

/** The instant of a local wall-clock time on a local date where the person is; a time the day skips moves forward. */
export function localInstant(date: string, hour: number, minute = 0): string {
  return instantAtWallClock(date, (hour * 60 + minute) * 60_000, SUITE_ZONE).toISOString();
}

/** Milliseconds until the next local midnight where the person is. */
export function msUntilLocalMidnight(): number {
  const now = suiteNow().getTime();
  return Date.parse(localInstant(localDate(1), 0)) - now;
}

