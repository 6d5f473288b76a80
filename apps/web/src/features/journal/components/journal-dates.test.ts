import { describe, expect, it } from 'vitest';
import { dayHeading, formatShortDay } from './journal-dates';

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

});
