import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMood, moodLabel, moodLevel, moodTone } from './mood';
import { addDays } from '../calendar/calendar-days';
import { moodTrend, trendAverage, type MoodPoint } from './mood-trend';

describe('the mood scale (docs/product/journal.md "Mood")', () => {
  it('is a whole number from 1 to 10', () => {
    expect([1, 5, 10].every(isMood)).toBe(true);
    expect([0, 11, 5.5, Number.NaN, '5', null].some(isMood)).toBe(false);
  });

  it('names each pair of steps, and colours like the dashboard: green from 7, yellow from 4, red below', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(moodLabel)).toEqual(['Very low', 'Very low', 'Low', 'Low', 'Okay', 'Okay', 'Good', 'Good', 'Great', 'Great']);
    expect([1, 3, 4, 6, 7, 10].map(moodTone)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
    expect(moodTone(6.99)).toBe('medium');
    expect(moodLevel(6.5)).toBe('good');
  });

  it('levels never go down as the mood goes up (property)', () => {
    const order = ['very-low', 'low', 'okay', 'good', 'great'];
    fc.assert(
      fc.property(fc.double({ min: 1, max: 10, noNaN: true }), fc.double({ min: 1, max: 10, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(moodLevel(low))).toBeLessThanOrEqual(order.indexOf(moodLevel(high)));
      }),
    );
  });
});

describe('calendar days', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-10', -29)).toBe('2026-02-09');
  });
});

const TODAY = '2026-03-10';
const dayIn = (from: number, to: number) => fc.integer({ min: from, max: to }).map((offset) => addDays(TODAY, offset));
const point: fc.Arbitrary<MoodPoint> = fc.record({ date: dayIn(-40, 5), value: fc.integer({ min: 1, max: 10 }) });

describe('the mood trend (docs/product/moods.md "Mood trend")', () => {
  it('averages each day, entries and check-ins alike, over the 30 days ending today', () => {
    const trend = moodTrend(
      [
        { date: TODAY, value: 8 },
        { date: TODAY, value: 5 },
        { date: '2026-03-09', value: 3 },
        { date: '2026-02-08', value: 10 }, // 31 days ago: outside
        { date: '2026-03-11', value: 10 }, // tomorrow: outside
      ],
      { today: TODAY },
    );
    expect(trend).toHaveLength(30);
    expect(trend[0]).toEqual({ date: '2026-02-09', average: null, count: 0 });
    expect(trend.at(-2)).toEqual({ date: '2026-03-09', average: 3, count: 1 });
    expect(trend.at(-1)).toEqual({ date: TODAY, average: 6.5, count: 2 });
  });

  it('rounds an average that ends in a half hundredth, like 65 / 8 = 8.125, within half a hundredth', () => {
    const values = [8, 4, 10, 10, 10, 7, 8, 8];
    const overall = trendAverage(values.map((value) => ({ date: TODAY, value })), { today: TODAY, days: 1 });
    expect(overall).toBe(8.13);
  });

  it('has one day per calendar day, in order, each average within that day’s moods, every mood in range counted once (property)', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (points, days) => {
        const trend = moodTrend(points, { today: TODAY, days });
        expect(trend).toHaveLength(days);
        expect(trend.at(-1)!.date).toBe(TODAY);
        for (let i = 1; i < trend.length; i += 1) expect(trend[i]!.date).toBe(addDays(trend[i - 1]!.date, 1));
        for (const day of trend) {
          const values = points.filter((p) => p.date === day.date).map((p) => p.value);
          expect(day.count).toBe(values.length);
          if (values.length === 0) expect(day.average).toBeNull();
          else {
            expect(day.average!).toBeGreaterThanOrEqual(Math.min(...values));
            expect(day.average!).toBeLessThanOrEqual(Math.max(...values));
          }
        }
        const inRange = points.filter((p) => p.date >= trend[0]!.date && p.date <= TODAY);
        expect(trend.reduce((sum, day) => sum + day.count, 0)).toBe(inRange.length);
        const overall = trendAverage(points, { today: TODAY, days });
        if (inRange.length === 0) expect(overall).toBeNull();
        // Rounded to two decimals: off by at most half a hundredth, plus the float error of x.xx5 itself.
        else expect(Math.abs(overall! - inRange.reduce((s, p) => s + p.value, 0) / inRange.length)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('does not depend on the order of the moods (property)', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 40 }), (points) => {
        expect(moodTrend([...points].reverse(), { today: TODAY })).toEqual(moodTrend(points, { today: TODAY }));
      }),
    );
  });
});
