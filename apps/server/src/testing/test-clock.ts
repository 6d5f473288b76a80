import type { Clock } from '../clock';

/** A clock tests move by hand. */
export function createTestClock(start = new Date()): Clock & { advanceSeconds(seconds: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds(seconds) {
      current += seconds * 1000;
    },
  };
}
