import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween } from '../calendar/calendar-days';
import { localDateInTimeZone } from '../calendar/local-date';
import { localDaysBounds, startOfLocalDay, startsOfLocalDays } from './local-days';

const localDateAt = (ms: number, zone: string) => localDateInTimeZone(new Date(ms), zone);

const ZONES = ['Africa/Monrovia', 'UTC', 'Europe/Paris', 'America/New_York', 'America/Sao_Paulo', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Lord_Howe', 'America/Havana', 'Asia/Tehran'];
const arbitraryDate = fc
  .date({ min: new Date('1965-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('a local day starts where its zone says (docs/product/dashboard.md "Today")', () => {
  it('starts at local midnight', () => {
    expect(new Date(startOfLocalDay('2026-03-01', 'Europe/Paris')).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(new Date(startOfLocalDay('2026-03-01', 'America/New_York')).toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(new Date(startOfLocalDay('2026-03-01', 'UTC')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('gives a daylight-saving day its 23 or 25 hours', () => {
    const spring = localDaysBounds('2026-03-29', '2026-03-29', 'Europe/Paris');
    expect(Date.parse(spring.to) - Date.parse(spring.from)).toBe(23 * 3_600_000);
    const autumn = localDaysBounds('2026-10-25', '2026-10-25', 'Europe/Paris');
    expect(Date.parse(autumn.to) - Date.parse(autumn.from)).toBe(25 * 3_600_000);
  });

  it('is the first instant of that date, in any zone, for any date', () => {
    fc.assert(
      fc.property(arbitraryDate, fc.constantFrom(...ZONES), (date, zone) => {
        const start = startOfLocalDay(date, zone);
        expect(localDateAt(start, zone)).toBe(date);
        expect(localDateAt(start - 1, zone) < date).toBe(true);
      }),
    );
  });

  it('finds the same starts day after day as one by one, across clock changes', () => {
    fc.assert(
      fc.property(arbitraryDate, fc.integer({ min: 0, max: 40 }), fc.constantFrom(...ZONES), (first, span, zone) => {
        const last = addDays(first, span);
        expect(startsOfLocalDays(first, last, zone)).toEqual(datesBetween(first, addDays(last, 1)).map((date) => startOfLocalDay(date, zone)));
      }),
      { numRuns: 40 },
    );
  });

  it('counts an unknown zone as UTC', () => {
    expect(startOfLocalDay('2026-03-01', 'Not/AZone')).toBe(Date.parse('2026-03-01T00:00:00Z'));
  });
});

