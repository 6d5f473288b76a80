import { describe, expect, it } from 'vitest';
import { lastDays, monthGrid, weekOf } from './habit-dates';

describe('the calendar of the habits screen', () => {
  it('the strip is the last 7 days, today last (docs/product/habits.md "Card")', () => {
    expect(lastDays('2026-03-02', 7)).toEqual(['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('the week runs Sunday to Saturday around today', () => {
    expect(weekOf('2026-03-11')).toEqual(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']);
    expect(weekOf('2026-03-08')[0]).toBe('2026-03-08');
    expect(weekOf('2026-03-14')[6]).toBe('2026-03-14');
  });

  it('the month has Sunday-first columns, blanks before the 1st and after the last day', () => {
    // March 2026 starts on a Sunday and has 31 days: 5 rows, the last with 3 days.
    const march = monthGrid('2026-03-11');
    expect(march).toHaveLength(5);
    expect(march[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(march[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    // February 2026 starts on a Sunday and fills 4 rows exactly; May 2026 starts on a Friday.
    expect(monthGrid('2026-02-10')).toHaveLength(4);
    const may = monthGrid('2026-05-20');
    expect(may[0]).toEqual([null, null, null, null, null, '2026-05-01', '2026-05-02']);
    expect(may.flat().filter(Boolean)).toHaveLength(31);
    expect(may.every((row) => row.length === 7)).toBe(true);
  });

});
