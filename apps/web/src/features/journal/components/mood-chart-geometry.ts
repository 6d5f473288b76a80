import { MOOD_MAX, MOOD_MIN, type MoodTrendDay } from '@cadence/shared';

// Where the mood trend's days fall in its SVG (a hand-made chart: a charting library would weigh more
// than the whole journal screen).

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept around the plot for the axis labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartPoint {
  x: number;
  y: number;
  date: string;
  average: number;
  count: number;
}

/** The x of day `index` of `days`: the first day at the left edge of the plot, today at the right. */
export function dayX(index: number, days: number, box: ChartBox): number {
  const plot = box.width - box.left - box.right;
  return box.left + (days <= 1 ? plot : (index * plot) / (days - 1));
}

/** The y of a mood: 10 at the top of the plot, 1 at the bottom. */
export function moodY(mood: number, box: ChartBox): number {
  const plot = box.height - box.top - box.bottom;
  return box.top + ((MOOD_MAX - mood) * plot) / (MOOD_MAX - MOOD_MIN);
}

/** A point for each day that has a mood; days without one have none. */
export function chartPoints(days: readonly MoodTrendDay[], box: ChartBox): ChartPoint[] {
  const points: ChartPoint[] = [];
  days.forEach((day, index) => {
    if (day.average !== null) points.push({ x: dayX(index, days.length, box), y: moodY(day.average, box), date: day.date, average: day.average, count: day.count });
  });
  return points;
}

/** The line through the points, in order (across days without a mood too, so the trend reads as one line). */
export function linePath(points: readonly ChartPoint[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`).join(' ');
}
