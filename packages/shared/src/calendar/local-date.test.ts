import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, isValidTimeZone, localDateInTimeZone } from './local-date';

describe('calendar dates', () => {
  it('accepts real dates and rejects impossible ones', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const text of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-01', '26-01-01', 'tomorrow', '']) {
      expect(isCalendarDate(text)).toBe(false);
    }
  });

  it('agrees with the ISO form of any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }), (d) => {
        expect(isCalendarDate(d.toISOString().slice(0, 10))).toBe(true);
      }),
    );
  });
});

describe("the user's local date (docs/architecture.md 'Server-owned state')", () => {
  const instant = new Date('2026-03-10T23:30:00.000Z');

  it('is the calendar date where the user is', () => {
    expect(localDateInTimeZone(instant, 'UTC')).toBe('2026-03-10');
    expect(localDateInTimeZone(instant, 'Europe/Paris')).toBe('2026-03-11');
    expect(localDateInTimeZone(instant, 'America/Los_Angeles')).toBe('2026-03-10');
    expect(localDateInTimeZone(new Date('2026-03-10T05:00:00.000Z'), 'America/Los_Angeles')).toBe('2026-03-09');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(localDateInTimeZone(instant, 'Mars/Olympus_Mons')).toBe('2026-03-10');
  });

  it('is always a real date within a day of the UTC date', () => {
    const zones = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'America/St_Johns'];
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.constantFrom(...zones), (d, zone) => {
        const local = localDateInTimeZone(d, zone);
        expect(isCalendarDate(local)).toBe(true);
        const dayMs = 86_400_000;
        expect(Math.abs(Date.parse(`${local}T00:00:00Z`) - Date.parse(`${d.toISOString().slice(0, 10)}T00:00:00Z`))).toBeLessThanOrEqual(dayMs);
      }),
    );
  });
});

describe('local dates are read with one formatter per zone', () => {
  it('gives the same answer on a repeated call, for known and unknown zones alike', () => {
    const instant = new Date('2026-07-01T22:15:00.000Z');
    for (const zone of ['Asia/Tokyo', 'Asia/Tokyo', 'Nowhere/Land', 'Nowhere/Land', 'America/New_York']) {
      const fresh = isValidTimeZone(zone) ? zone : 'UTC';
      const expected = new Intl.DateTimeFormat('en-CA', { timeZone: fresh, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
      expect(localDateInTimeZone(instant, zone)).toBe(expected);
    }
    expect(isValidTimeZone('Nowhere/Land')).toBe(false);
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
  });
});
