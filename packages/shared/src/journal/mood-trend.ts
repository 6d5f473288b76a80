import { addDays } from '../calendar/calendar-days';
import { MOOD_TREND_DAYS } from './journal-constants';

/** One mood on a local day: an entry's mood or a check-in's value. */
export interface MoodPoint {
  /** The user's local date, 'YYYY-MM-DD'. */
  date: string;
  value: number;
}

/** One day of the trend: the average of that day's moods (null with none), and how many there were. */
export interface MoodTrendDay {
  date: string;
  average: number | null;
  count: number;
}

/** An average for people to read: two decimals at most. */
function roundAverage(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * docs/product/moods.md "Mood trend": the `days` local days ending with `today`, oldest first, each
 * with the average of every mood of that day, entry moods and check-ins counted alike. Points outside
 * the days are ignored.
 */
export function moodTrend(points: readonly MoodPoint[], { today, days = MOOD_TREND_DAYS }: { today: string; days?: number }): MoodTrendDay[] {
  const first = addDays(today, -(days - 1));
  const sums = new Map<string, { total: number; count: number }>();
  for (const point of points) {
    if (point.date < first || point.date > today) continue;
    const sum = sums.get(point.date) ?? { total: 0, count: 0 };
    sum.total += point.value;
    sum.count += 1;
    sums.set(point.date, sum);
  }
  const trend: MoodTrendDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(first, offset);
    const sum = sums.get(date);
    trend.push({ date, average: sum ? roundAverage(sum.total / sum.count) : null, count: sum?.count ?? 0 });
  }
  return trend;
}

/** The average over the whole trend, each mood counted once (not each day), or null with none. */
export function trendAverage(points: readonly MoodPoint[], { today, days = MOOD_TREND_DAYS }: { today: string; days?: number }): number | null {
  const first = addDays(today, -(days - 1));
  let total = 0;
  let count = 0;
  for (const point of points) {
    if (point.date < first || point.date > today) continue;
    total += point.value;
    count += 1;
  }
  return count === 0 ? null : roundAverage(total / count);
}
