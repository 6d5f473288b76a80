import { DEFAULT_WEEK_START, dayNumber, firstWeekdayOf, type WeekStart } from '../calendar/calendar-days';
import type { HabitFrequency } from './habit-constants';

// Habit periods on local dates 'YYYY-MM-DD' (completions are stored by the user's local date,
// docs/architecture.md "Server-owned state"); the day arithmetic is the calendar's.

/**
 * The period a date falls in, as a whole number that grows by one from each period to the next: the
 * day itself, the week (Sunday to Saturday, as the calendar's columns; docs/product/habits.md
 * "Periods"; Monday to Sunday for a person whose weeks begin on Monday), or the calendar month.
 */
export function periodOf(date: string, frequency: HabitFrequency, weekStart: WeekStart = DEFAULT_WEEK_START): number {
  if (frequency === 'monthly') return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const day = dayNumber(date);
  // Day 0, 1970-01-01, was a Thursday: 4 days after a Sunday, 3 after a Monday.
  return frequency === 'weekly' ? Math.floor((day + 4 - firstWeekdayOf(weekStart)) / 7) : day;
}
