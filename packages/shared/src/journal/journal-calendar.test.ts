import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfDayNumber, dayNumber } from '../calendar/calendar-days';
import { monthDates, nextMonth, onThisDayDates, timeAgoLabel } from './journal-calendar';

// docs/product/journal.md "Months and on this day" (issue 18 §6).
const date = fc.integer({ min: dayNumber('1990-01-01'), max: dayNumber('2100-12-31') }).map(dateOfDayNumber);

describe('on this day', () => {
  it('this day of the month in the 11 months before, then this date in earlier years, newest first', () => {
    const days = onThisDayDates('2027-03-10');
    expect(days.slice(0, 3)).toEqual([{ date: '2027-02-10', monthsAgo: 1 }, { date: '2027-01-10', monthsAgo: 2 }, { date: '2026-12-10', monthsAgo: 3 }]);
    expect(days[11]).toEqual({ date: '2026-03-10', monthsAgo: 12 });
    expect(days.at(-1)).toEqual({ date: '2017-03-10', monthsAgo: 120 });
  });

  it('a month or a year without this day is skipped, not moved', () => {
    expect(onThisDayDates('2027-03-31').map((d) => d.date)).not.toContain('2027-02-28');
    expect(onThisDayDates('2028-02-29').filter((d) => d.monthsAgo % 12 === 0).map((d) => d.date)).toEqual(['2024-02-29', '2020-02-29']);
  });

  it('property: every day is earlier, on the same day of the month, each once, newest first', () => {
    fc.assert(
      fc.property(date, (today) => {
        const days = onThisDayDates(today);
        expect(new Set(days.map((d) => d.date)).size).toBe(days.length);
        days.forEach((day, index) => {
          expect(day.date < today).toBe(true);
          expect(day.date.slice(8)).toBe(today.slice(8));
          if (index > 0) expect(day.date < days[index - 1]!.date).toBe(true);
        });
      }),
    );
  });

  it('says how long ago in words', () => {
    expect([1, 3, 12, 24].map(timeAgoLabel)).toEqual(['A month ago', '3 months ago', 'A year ago', '2 years ago']);
  });
});

describe('months', () => {
  it('a month runs from its 1st to its last day; December is followed by January', () => {
    expect(monthDates('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(nextMonth('2026-12')).toBe('2027-01');
    fc.assert(
      fc.property(date, (day) => {
        expect(addDays(monthDates(day.slice(0, 7)).last, 1)).toBe(`${nextMonth(day.slice(0, 7))}-01`);
      }),
    );
  });
});
