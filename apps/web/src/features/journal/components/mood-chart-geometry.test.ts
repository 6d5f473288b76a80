import { addDays, type MoodTrendDay } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartPoints, linePath, moodY, type ChartBox } from './mood-chart-geometry';

const box: ChartBox = { width: 300, height: 120, left: 24, right: 8, top: 8, bottom: 20 };

describe('the mood chart', () => {
  it('puts 10 at the top of the plot and 1 at the bottom', () => {
    expect(moodY(10, box)).toBe(8);
    expect(moodY(1, box)).toBe(100);
  });

  it('draws one point per day with a mood, left to right, inside the plot, higher moods higher (property)', () => {
    const day = fc.option(fc.integer({ min: 10, max: 100 }).map((n) => n / 10), { nil: null });
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 30 }), (averages) => {
        const days: MoodTrendDay[] = averages.map((average, index) => ({ date: addDays('2026-02-09', index), average, count: average === null ? 0 : 1 }));
        const points = chartPoints(days, box);
        expect(points).toHaveLength(averages.filter((a) => a !== null).length);
        for (const point of points) {
          expect(point.x).toBeGreaterThanOrEqual(box.left);
          expect(point.x).toBeLessThanOrEqual(box.width - box.right);
          expect(point.y).toBeGreaterThanOrEqual(box.top);
          expect(point.y).toBeLessThanOrEqual(box.height - box.bottom);
        }
        for (let i = 1; i < points.length; i += 1) {
          expect(points[i]!.x).toBeGreaterThan(points[i - 1]!.x);
          if (points[i]!.average > points[i - 1]!.average) expect(points[i]!.y).toBeLessThan(points[i - 1]!.y);
        }
        expect(linePath(points).split(/[ML]/).filter(Boolean)).toHaveLength(points.length);
      }),
    );
  });
});
