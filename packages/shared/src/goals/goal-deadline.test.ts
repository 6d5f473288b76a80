import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysUntil, targetDateLabel, targetDateStanding } from './goal-deadline';

const day = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('target date against today (docs/product/goals.md "Target date")', () => {
  it('counts calendar days, across months, years and leap days', () => {
    expect(daysUntil('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysUntil('2026-03-11', '2026-03-10')).toBe(1);
    expect(daysUntil('2026-03-01', '2026-02-28')).toBe(1);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2026-03-09', '2026-03-10')).toBe(-1);
    // A daylight-saving change (Europe, 29 March 2026) is still one day.
    expect(daysUntil('2026-03-30', '2026-03-29')).toBe(1);
  });

  it('says days left, due today, or days overdue', () => {
    expect(targetDateLabel(targetDateStanding('2026-03-13', '2026-03-10'))).toBe('3 days left');
    expect(targetDateLabel(targetDateStanding('2026-03-11', '2026-03-10'))).toBe('1 day left');
    expect(targetDateLabel(targetDateStanding('2026-03-10', '2026-03-10'))).toBe('Due today');
    expect(targetDateLabel(targetDateStanding('2026-03-09', '2026-03-10'))).toBe('1 day overdue');
    expect(targetDateLabel(targetDateStanding('2026-02-28', '2026-03-10'))).toBe('10 days overdue');
  });

  it('is antisymmetric and adds up along the calendar (property)', () => {
    fc.assert(
      fc.property(day, day, day, (a, b, c) => {
        expect(daysUntil(a, b) + daysUntil(b, a)).toBe(0);
        expect(daysUntil(a, c)).toBe(daysUntil(a, b) + daysUntil(b, c));
        expect(Number.isInteger(daysUntil(a, b))).toBe(true);
      }),
    );
  });

  it('the day after today is always 1 day left, the day before 1 day overdue (property)', () => {
    fc.assert(
      fc.property(day, (today) => {
        const next = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(targetDateStanding(next, today)).toEqual({ kind: 'left', days: 1 });
        expect(targetDateStanding(today, next)).toEqual({ kind: 'overdue', days: 1 });
      }),
    );
  });
});
