import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDueDate, formatHistoryTime, todayLocalDate } from './date-formats';

/** The calendar day as this zone writes it: built from local parts, so no zone can shift it. */
function localDayText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(year, month - 1, day, 12));
}

describe('board date formatting', () => {
  it('runs west of UTC, where a shifted date shows as the day before (vitest.config.ts pins the zone)', () => {
    expect(new Date(2024, 0, 15).getTimezoneOffset()).toBeGreaterThan(0);
  });

  it('formats a due date as the same calendar day whatever the zone', () => {
    expect(formatDueDate('2024-03-01')).toBe(localDayText('2024-03-01'));
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(formatDueDate(iso)).toBe(localDayText(iso));
      }),
    );
  });

  it('leaves text it cannot read as it is', () => {
    expect(formatDueDate('not-a-date')).toBe('not-a-date');
    expect(formatHistoryTime('nope')).toBe('nope');
  });

  it("today's date is the local calendar date in YYYY-MM-DD", () => {
    expect(todayLocalDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayLocalDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
