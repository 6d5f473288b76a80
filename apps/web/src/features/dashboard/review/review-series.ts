import { formatDuration, rangeMood, type DashboardReview, type ReviewDay } from '@cadence/shared';
import type { ChartSeries } from './review-chart';
import { dayLabel } from './review-chart';

// docs/product/dashboard.md "Review": the three series, each with a summary in plain words.

function best(days: ReviewDay[], valueOf: (day: ReviewDay) => number | null): ReviewDay | null {
  let top: ReviewDay | null = null;
  for (const day of days) {
    const value = valueOf(day);
    if (value !== null && value > 0 && (top === null || value > (valueOf(top) ?? 0))) top = day;
  }
  return top;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function reviewSeries(review: DashboardReview): ChartSeries[] {
  const { days } = review;
  // The insights state the same figure (issue 18): one definition, in shared.
  const mood = rangeMood(days);
  const bestMood = best(days, (day) => day.mood);
  const habitDays = days.filter((day) => day.habitsDone > 0).length;
  const totalHabits = days.reduce((sum, day) => sum + day.habitsDone, 0);
  const minutes = days.reduce((sum, day) => sum + day.productiveMinutes, 0);
  const bestWork = best(days, (day) => day.productiveMinutes);
  return [
    {
      title: 'Mood',
      valueOf: (day) => day.mood,
      max: 10,
      format: (value) => `${value.toFixed(1)}/10`,
      summary: `Averaged ${(mood?.average ?? 0).toFixed(1)}/10 over ${plural(mood?.daysWithMood ?? 0, 'day')} with a mood${bestMood ? `; best on ${dayLabel(bestMood.date)} (${bestMood.mood!.toFixed(1)})` : ''}.`,
      barClass: 'fill-violet-500 dark:fill-violet-400',
      emptyText: 'No mood logged in these days.',
    },
    {
      title: 'Habits done',
      valueOf: (day) => day.habitsDone,
      max: Math.max(1, review.habitCount, ...days.map((day) => day.habitsDone)),
      format: (value) => String(value),
      summary: `${plural(totalHabits, 'habit')} marked done, on ${plural(habitDays, 'day')} of ${days.length}.`,
      barClass: 'fill-green-600 dark:fill-green-400',
      emptyText: review.habitCount === 0 ? 'No habits yet.' : 'No habit marked done in these days.',
    },
    {
      title: 'Productive time',
      valueOf: (day) => day.productiveMinutes,
      max: Math.max(60, ...days.map((day) => day.productiveMinutes)),
      format: (value) => formatDuration(value * 60),
      summary: `${formatDuration(minutes * 60)} of work and learning${bestWork ? `; most on ${dayLabel(bestWork.date)} (${formatDuration(bestWork.productiveMinutes * 60)})` : ''}.`,
      barClass: 'fill-blue-600 dark:fill-blue-400',
      emptyText: 'No work or learning tracked in these days.',
    },
  ];
}
