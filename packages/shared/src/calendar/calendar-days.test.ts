import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dateOfDayNumber, datesBetween, dayNumber, daysBetween, monthStartOf, weekStartOf, weekdayOf } from './calendar-days';

const date = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('calendar days', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names weekdays as Date#getDay does', () => {
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });

  it('adding n days then -n days gives the date back, and daysBetween measures the step', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -5000, max: 5000 }), (start, days) => {
        const moved = addDays(start, days);
        expect(addDays(moved, -days)).toBe(start);
        expect(daysBetween(start, moved)).toBe(days);
      }),
    );
  });

  it('agrees with Date on the weekday and round-trips day numbers', () => {
    fc.assert(
      fc.property(date, (day) => {
        expect(weekdayOf(day)).toBe(new Date(`${day}T00:00:00Z`).getUTCDay());
        expect(dateOfDayNumber(dayNumber(day))).toBe(day);
      }),
    );
  });

  it('lists the dates between two dates, both included', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('lists daysBetween + 1 consecutive dates from the first to the last', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -3, max: 400 }), (first, span) => {
        const list = datesBetween(first, addDays(first, span));
        expect(list).toHaveLength(Math.max(0, span + 1));
        list.forEach((day, index) => expect(day).toBe(addDays(first, index)));
      }),
    );
  });
});

describe('months and weeks', () => {
  it('adds calendar months; a day the month lacks becomes its last day', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2027-12-15', 1)).toBe('2028-01-15');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
  });

  it('a month later is the same day or, when the month lacks it, the last day of the month', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -1200, max: 1200 }), (start, months) => {
        const moved = addMonths(start, months);
        expect(moved.slice(8) === start.slice(8) || addDays(moved, 1).endsWith('-01')).toBe(true);
        const monthsApart = (Number(moved.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(moved.slice(5, 7)) - Number(start.slice(5, 7));
        expect(monthsApart).toBe(months);
      }),
    );
  });

  it('weeks start on Sunday and months on the 1st', () => {
    expect(weekStartOf('2027-02-27')).toBe('2027-02-21');
    expect(weekStartOf('2027-02-28')).toBe('2027-02-28');
    expect(monthStartOf('2028-02-29')).toBe('2028-02-01');
    fc.assert(
      fc.property(date, (day) => {
        const start = weekStartOf(day);
        expect(weekdayOf(start)).toBe(0);
        expect(daysBetween(start, day)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(start, day)).toBeLessThan(7);
      }),
    );
  });

  it('weeks start on Monday for a person who chose it (docs/product/accounts.md "Preferences")', () => {
    expect(weekStartOf('2027-02-28', 'monday')).toBe('2027-02-22');
    expect(weekStartOf('2027-03-01', 'monday')).toBe('2027-03-01');
    fc.assert(
      fc.property(date, (day) => {
        const start = weekStartOf(day, 'monday');
        expect(weekdayOf(start)).toBe(1);
        expect(daysBetween(start, day)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(start, day)).toBeLessThan(7);
      }),
    );
  });
});
