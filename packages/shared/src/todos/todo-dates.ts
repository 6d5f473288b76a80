import { addDays, daysBetween, weekdayOf } from '../calendar/calendar-days';

// Due dates as people read them (docs/product/todos.md "Dates"). A due date is a calendar day, not an
// instant: its arithmetic is the calendar's (calendar/calendar-days.ts), so no time zone moves it.

/** The next day named `weekday` (0 Sunday … 6 Saturday) strictly after `today`: 1 to 7 days ahead. */
export function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - weekdayOf(today) + 7) % 7;
  return addDays(today, ahead === 0 ? 7 : ahead);
}

/** "Next week": the Monday after `today` (docs/product/todos.md "Dates"). */
export function startOfNextWeek(today: string): string {
  return nextWeekday(today, 1);
}

/**
 * How a due date stands against the person's today (docs/product/todos.md "Dates"): 'week' covers
 * the five days after tomorrow, so today, tomorrow and 'week' together are the seven days from today.
 */
export type DueDateStanding = 'past' | 'today' | 'tomorrow' | 'week' | 'later';

export function dueDateStanding(dueDate: string, today: string): DueDateStanding {
  const days = daysBetween(today, dueDate);
  if (days < 0) return 'past';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return days <= 6 ? 'week' : 'later';
}
