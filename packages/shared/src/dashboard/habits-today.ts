import type { HabitFrequency } from '../habits/habit-constants';
import { shiftDate } from './local-days';

// docs/product/dashboard.md "Habits Today": every live habit counts once in today's total, by its
// frequency: a daily habit is done when it was done today, a weekly one when it was done this week
// (Sunday to Saturday, as the habits calendar's columns), a monthly one when done this calendar month.

/** The local dates [from, to] of the period of `frequency` that `today` falls in. */
export function habitPeriodAround(today: string, frequency: HabitFrequency): { from: string; to: string } {
  if (frequency === 'daily') return { from: today, to: today };
  if (frequency === 'weekly') {
    const weekday = new Date(`${today}T00:00:00.000Z`).getUTCDay(); // 0 = Sunday
    const from = shiftDate(today, -weekday);
    return { from, to: shiftDate(from, 6) };
  }
  const from = `${today.slice(0, 8)}01`;
  const nextMonth = shiftDate(`${today.slice(0, 8)}28`, 4);
  return { from, to: shiftDate(`${nextMonth.slice(0, 8)}01`, -1) };
}
