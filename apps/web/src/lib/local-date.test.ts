import { afterEach, describe, expect, it } from 'vitest';
import { localDateOf, msUntilNextLocalDay, personTimeZone, setStoredTimeZone } from './local-date';

describe("the person's today (vitest.config.ts pins the zone west of UTC)", () => {
  it('runs west of UTC, where a shifted date shows as the day before', () => {
    expect(new Date(2024, 0, 15).getTimezoneOffset()).toBeGreaterThan(0);
  });

  it('is the local calendar date in YYYY-MM-DD', () => {
    expect(localDateOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDateOf(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
    // 06:30 UTC on the 10th is still the 9th west of UTC.
    expect(localDateOf(new Date('2026-03-10T06:30:00.000Z'))).toBe('2026-03-09');
  });

  it('turns over at the next local midnight', () => {
    expect(msUntilNextLocalDay(new Date(2026, 0, 5, 23, 59))).toBe(60_000);
    expect(localDateOf(new Date(new Date(2026, 11, 31, 12).getTime() + msUntilNextLocalDay(new Date(2026, 11, 31, 12))))).toBe('2027-01-01');
  });
});

describe('a stored time zone (docs/product/accounts.md "Preferences")', () => {
  afterEach(() => setStoredTimeZone(null));

  it("wins over the browser's for today, its midnight and the zone requests name", () => {
    setStoredTimeZone('Asia/Tokyo');
    expect(personTimeZone()).toBe('Asia/Tokyo');
    // 16:30 UTC on the 9th is already the 10th in Tokyo (UTC+9), still the 9th west of UTC.
    const at = new Date('2026-03-09T16:30:00.000Z');
    expect(localDateOf(at)).toBe('2026-03-10');
    // 01:30 in Tokyo: its midnight is 22½ hours away.
    expect(msUntilNextLocalDay(at)).toBe(22.5 * 3_600_000);
  });

  it("an unknown zone, or null, gives the browser's back", () => {
    setStoredTimeZone('Mars/Olympus');
    expect(personTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setStoredTimeZone('Asia/Tokyo');
    setStoredTimeZone(null);
    expect(localDateOf(new Date('2026-03-10T06:30:00.000Z'))).toBe('2026-03-09');
  });
});
