import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDueDate, formatHistoryTime, todayLocalDate } from './date-formats';

describe('board date formatting', () => {
  it('formats a due date as the same calendar day whatever the zone', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        const day = String(Number(iso.slice(8, 10)));
        expect(formatDueDate(iso)).toContain(day);
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
