import type { Clock } from '../clock';

/**
 * A clock tests move by hand. Without a start it begins at the machine's time: for tests of sessions
 * and throttles, where better-auth (which reads the machine's clock) and the app must agree.
 */
// eslint-disable-next-line no-restricted-syntax
export function createTestClock(start = new Date()): Clock & { advanceSeconds(seconds: number): void; set(instant: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds(seconds) {
      current += seconds * 1000;
    },
    /** Moves the clock to an instant (the calendar sweep visits several). */
    set(instant) {
      current = instant.getTime();
    },
  };
}
