import type { HabitFrequency } from '../habits/habit-constants';
import { addDays, addMonths, DEFAULT_WEEK_START, monthStartOf, weekStartOf, type WeekStart } from '../calendar/calendar-days';

// docs/product/dashboard.md "Habits Today": every live habit counts once in today's total, by its
// frequency: a daily habit is done when it was done today, a weekly one when it was done this week
// (Sunday to Saturday, as the habits calendar's columns; Monday to Sunday for a person whose weeks begin
// on Monday), a monthly one when done this calendar month.

/** The local dates [from, to] of the period of `frequency` that `today` falls in. */
export function habitPeriodAround(today: string, frequency: HabitFrequency, weekStart: WeekStart = DEFAULT_WEEK_START): { from: string; to: string } {
  if (frequency === 'daily') return { from: today, to: today };
  if (frequency === 'weekly') {
    const from = weekStartOf(today, weekStart);
    return { from, to: addDays(from, 6) };
  }
  const from = monthStartOf(today);
  return { from, to: addDays(addMonths(from, 1), -1) };
}
