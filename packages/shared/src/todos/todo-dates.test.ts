import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../calendar/local-date';
import { addDays, daysBetween, weekdayOf } from '../calendar/calendar-days';
import { dueDateStanding, nextWeekday, startOfNextWeek } from './todo-dates';

const calendarDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar arithmetic on due dates (docs/product/todos.md "Dates")', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows the weekday of a date (2026-03-16 is a Monday)', () => {
    expect(weekdayOf('2026-03-16')).toBe(1);
    expect(weekdayOf('2026-03-15')).toBe(0);
  });

  it('a weekday name means the next such day, never today; next week is the next Monday', () => {
    const monday = '2026-03-16';
    expect(nextWeekday(monday, 2)).toBe('2026-03-17');
    expect(nextWeekday(monday, 1)).toBe('2026-03-23');
    expect(nextWeekday(monday, 0)).toBe('2026-03-22');
    expect(startOfNextWeek('2026-03-22')).toBe('2026-03-23');
    expect(startOfNextWeek(monday)).toBe('2026-03-23');
  });

  it('for any date: addDays and daysBetween agree, and the result is a real date', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -4000, max: 4000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isCalendarDate(moved)).toBe(true);
        expect(daysBetween(date, moved)).toBe(days);
      }),
    );
  });

  it('for any date and weekday: the next such day is 1 to 7 days ahead and has that weekday', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 6 }), (today, weekday) => {
        const next = nextWeekday(today, weekday);
        expect(weekdayOf(next)).toBe(weekday);
        const ahead = daysBetween(today, next);
        expect(ahead).toBeGreaterThanOrEqual(1);
        expect(ahead).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('standing: past, today, tomorrow, the rest of the seven days, later', () => {
    const today = '2026-03-16';
    expect(dueDateStanding('2026-03-15', today)).toBe('past');
    expect(dueDateStanding(today, today)).toBe('today');
    expect(dueDateStanding('2026-03-17', today)).toBe('tomorrow');
    expect(dueDateStanding('2026-03-22', today)).toBe('week');
    expect(dueDateStanding('2026-03-23', today)).toBe('later');
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -30, max: 30 }), (date, days) => {
        const standing = dueDateStanding(addDays(date, days), date);
        const expected = days < 0 ? 'past' : days === 0 ? 'today' : days === 1 ? 'tomorrow' : days <= 6 ? 'week' : 'later';
        expect(standing).toBe(expected);
      }),
    );
  });
});
