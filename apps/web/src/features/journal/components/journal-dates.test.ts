import { describe, expect, it } from 'vitest';
import { dayHeading, formatShortDay, todayLocalDate } from './journal-dates';

// Runs in America/Los_Angeles (vitest.config.ts): a calendar date shifted by the zone would show the day before.
describe('journal days', () => {
  it('names today and yesterday, then the weekday and date, with the year only when it differs', () => {
    expect(dayHeading('2026-03-10', '2026-03-10')).toBe('Today');
    expect(dayHeading('2026-03-09', '2026-03-10')).toBe('Yesterday');
    expect(dayHeading('2026-03-01', '2026-03-02')).toBe('Yesterday');
    expect(dayHeading('2026-03-08', '2026-03-10')).toMatch(/Sunday.*March.*8/);
    expect(dayHeading('2025-12-31', '2026-01-02')).toMatch(/Wednesday.*December.*31.*2025/);
    expect(dayHeading('2026-03-08', '2026-03-10')).not.toMatch(/2026/);
  });

  it('shows a calendar date as that date, whatever the zone', () => {
    expect(formatShortDay('2026-03-01')).toMatch(/Mar.*1\b/);
  });

  it("takes today from the browser's own clock and zone", () => {
    // 06:30 UTC on the 10th is still the 9th in Los Angeles (UTC-7 in March).
    expect(todayLocalDate(new Date('2026-03-10T06:30:00.000Z'))).toBe('2026-03-09');
  });
});
