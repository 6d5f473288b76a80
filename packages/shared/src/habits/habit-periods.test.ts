import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfDayNumber, dayNumber, weekdayOf } from '../calendar/calendar-days';
import { periodOf } from './habit-periods';

const date = fc.integer({ min: dayNumber('1990-01-01'), max: dayNumber('2100-12-31') }).map(dateOfDayNumber);

describe('local dates as day numbers', () => {
  it('round-trips every date and steps one day at a time (property)', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -400, max: 400 }), (day, shift) => {
        expect(dateOfDayNumber(dayNumber(day))).toBe(day);
        expect(dayNumber(addDays(day, shift)) - dayNumber(day)).toBe(shift);
      }),
    );
  });

  it('knows the weekday, Sunday first', () => {
    expect(weekdayOf('2026-03-08')).toBe(0); // a Sunday
    expect(weekdayOf('2026-03-14')).toBe(6);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-28')).toBe(0);
  });
});

describe('periods (docs/product/habits.md "Periods")', () => {
  it('a week runs Sunday to Saturday', () => {
    expect(periodOf('2026-03-08', 'weekly')).toBe(periodOf('2026-03-14', 'weekly'));
    expect(periodOf('2026-03-15', 'weekly')).toBe(periodOf('2026-03-14', 'weekly') + 1);
    expect(periodOf('2026-03-07', 'weekly')).toBe(periodOf('2026-03-08', 'weekly') - 1);
  });

  it('a month is the calendar month, and December runs into January', () => {
    expect(periodOf('2026-01-01', 'monthly')).toBe(periodOf('2026-01-31', 'monthly'));
    expect(periodOf('2026-01-01', 'monthly')).toBe(periodOf('2025-12-31', 'monthly') + 1);
  });

  it('periods never go backwards, and move by at most one from one day to the next (property)', () => {
    fc.assert(
      fc.property(date, fc.constantFrom('daily', 'weekly', 'monthly' as const), (day, frequency) => {
        const step = periodOf(addDays(day, 1), frequency) - periodOf(day, frequency);
        expect(step === 0 || step === 1).toBe(true);
        if (frequency === 'daily') expect(step).toBe(1);
        if (frequency === 'weekly') expect(step === 1).toBe(weekdayOf(addDays(day, 1)) === 0);
        if (frequency === 'monthly') expect(step === 1).toBe(addDays(day, 1).endsWith('-01'));
      }),
    );
  });

  it('a person whose weeks begin on Monday: Monday to Sunday (docs/product/accounts.md "Preferences")', () => {
    expect(periodOf('2026-03-09', 'weekly', 'monday')).toBe(periodOf('2026-03-15', 'weekly', 'monday'));
    expect(periodOf('2026-03-08', 'weekly', 'monday')).toBe(periodOf('2026-03-09', 'weekly', 'monday') - 1);
    expect(periodOf('2026-03-08', 'weekly')).toBe(periodOf('2026-03-09', 'weekly'));
  });

  it('a Monday week is the Sunday week of the day before; days and months do not depend on it (property)', () => {
    fc.assert(
      fc.property(date, fc.constantFrom('daily', 'weekly', 'monthly' as const), (day, frequency) => {
        if (frequency === 'weekly') expect(periodOf(day, 'weekly', 'monday')).toBe(periodOf(addDays(day, -1), 'weekly', 'sunday'));
        else expect(periodOf(day, frequency, 'monday')).toBe(periodOf(day, frequency, 'sunday'));
        const step = periodOf(addDays(day, 1), 'weekly', 'monday') - periodOf(day, 'weekly', 'monday');
        expect(step === 1).toBe(weekdayOf(addDays(day, 1)) === 1);
      }),
    );
  });
});
