import { describe, expect, it } from 'vitest';
import { todayLocalDate } from './date-formats';

describe("the user's today", () => {
  it('runs west of UTC, where a shifted date shows as the day before (vitest.config.ts pins the zone)', () => {
    expect(new Date(2024, 0, 15).getTimezoneOffset()).toBeGreaterThan(0);
  });

  it("today's date is the local calendar date in YYYY-MM-DD", () => {
    expect(todayLocalDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayLocalDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
