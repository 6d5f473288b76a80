import type { HabitFrequency } from '@cadence/shared';

// docs/architecture.md "Server-owned state": a streak is the run of consecutive periods (day, week or month) with a completion, ending
// with the current period, or with the previous one while the current is still open.

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** The period a date falls in: its day, its Monday-started week, or its month, as a number. */
export function periodIndex(date: string, frequency: HabitFrequency): number {
  if (frequency === 'daily') return dayNumber(date);
  if (frequency === 'weekly') return Math.floor((dayNumber(date) + 3) / 7); // 1970-01-01 was a Thursday
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/** The streak and whether the current period is done, from the dates a habit was completed. */
export function habitStreak(completedDates: readonly string[], frequency: HabitFrequency, today: string): { streak: number; doneThisPeriod: boolean } {
  const periods = new Set(completedDates.map((date) => periodIndex(date, frequency)));
  const current = periodIndex(today, frequency);
  const doneThisPeriod = periods.has(current);
  let cursor = doneThisPeriod ? current : current - 1;
  let streak = 0;
  while (periods.has(cursor)) {
    streak += 1;
    cursor -= 1;
  }
  return { streak, doneThisPeriod };
}
