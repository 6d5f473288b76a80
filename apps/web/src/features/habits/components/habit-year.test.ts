import { addDays } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { yearDayLevel, yearStart, yearSummary, yearWeeks, YEAR_WEEKS } from './habit-year';

const today = '2026-03-11'; // a Wednesday

describe("the year's heat-map (docs/product/habits.md \"Year\")", () => {
  it('53 Sunday-to-Saturday weeks up to this one, no day after today', () => {
    const weeks = yearWeeks(today);
    expect(weeks).toHaveLength(YEAR_WEEKS);
    expect(weeks[0]![0]).toBe(yearStart(today));
    expect(weeks.at(-1)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10', today, null, null, null]);
    expect(new Date(`${yearStart(today)}T00:00:00Z`).getUTCDay()).toBe(0);
  });

  it("a weekly or monthly habit's other days of a done period read 'period'", () => {
    const done = ['2026-03-09'];
    const set = new Set(done);
    expect(yearDayLevel('2026-03-09', set, done, 'weekly')).toBe('done');
    expect(yearDayLevel('2026-03-14', set, done, 'weekly')).toBe('period');
    expect(yearDayLevel('2026-03-15', set, done, 'weekly')).toBe('none');
    expect(yearDayLevel('2026-03-31', set, done, 'monthly')).toBe('period');
    expect(yearDayLevel('2026-03-10', set, done, 'daily')).toBe('none');
  });

  it('sums the year in days, weeks or months', () => {
    const done = [addDays(yearStart(today), -1), yearStart(today), '2026-03-09', '2026-03-10'];
    expect(yearSummary(today, done, 'daily')).toEqual({ done: 3, of: 0 });
    expect(yearSummary(today, done, 'weekly')).toEqual({ done: 2, of: 53 });
    expect(yearSummary(today, done, 'monthly')).toEqual({ done: 2, of: 13 });
  });
});
