import { addDays, addMonths, datesBetween, monthStartOf, weekStartOf, type WeekStart } from '../calendar/calendar-days';
import { periodAround, periodDone } from '../habits/habit-period-marks';
import type { HabitFrequency } from '../habits/habit-constants';

// Today and Upcoming, beside the board (docs/product/planner.md). Every date here is a calendar day,
// 'YYYY-MM-DD', in the person's own zone: the zone decides which date is today (localDateInTimeZone),
// and from there on the arithmetic is the calendar's (calendar/calendar-days.ts), so no daylight-saving
// change, month end or leap day moves a task to another day.

/** How many days Upcoming lists, today first (docs/product/planner.md "Upcoming"). */
export const UPCOMING_DAYS = 14;

/** The fields of a task the planner reads. */
export interface PlannedTask {
  dueDate: string | null;
  status: string;
}

const isOpen = (task: PlannedTask) => task.status !== 'completed';

/** True for an open task due before `today` (docs/product/planner.md "Today"). */
export function isOverdue(task: PlannedTask, today: string): boolean {
  return isOpen(task) && task.dueDate !== null && task.dueDate < today;
}

/**
 * Today's tasks (docs/product/planner.md "Today"): the open ones overdue, oldest due date first, then
 * the open ones due today. Ties keep the order they came in (the board's order).
 */
export function todayTasks<T extends PlannedTask>(tasks: readonly T[], today: string): { overdue: T[]; today: T[] } {
  const overdue = tasks.filter((task) => isOverdue(task, today));
  // Array#sort is stable: equal due dates keep the board's order.
  overdue.sort((a, b) => (a.dueDate! < b.dueDate! ? -1 : a.dueDate! > b.dueDate! ? 1 : 0));
  return { overdue, today: tasks.filter((task) => isOpen(task) && task.dueDate === today) };
}

/** The days Upcoming lists: `today` and the 13 after it. */
export function upcomingWindow(today: string, days = UPCOMING_DAYS): string[] {
  return datesBetween(today, addDays(today, days - 1));
}

/**
 * Items grouped by their date, for the given days in order; an item whose date is not among them is
 * left out. Inside a day, items keep the order they came in.
 */
export function itemsByDay<T>(items: readonly T[], dateOf: (item: T) => string | null, days: readonly string[]): Array<{ date: string; items: T[] }> {
  const byDate = new Map<string, T[]>(days.map((date) => [date, []]));
  for (const item of items) {
    const date = dateOf(item);
    if (date !== null) byDate.get(date)?.push(item);
  }
  return days.map((date) => ({ date, items: byDate.get(date)! }));
}

/** Upcoming's days (docs/product/planner.md "Upcoming"): the open tasks due on each of the 14 days. */
export function upcomingDays<T extends PlannedTask>(tasks: readonly T[], today: string, days = UPCOMING_DAYS): Array<{ date: string; items: T[] }> {
  return itemsByDay(tasks.filter(isOpen), (task) => task.dueDate, upcomingWindow(today, days));
}

/**
 * The month view's grid (docs/product/planner.md "Upcoming"): whole weeks, each of seven dates, from the
 * week holding the month's first day to the week holding its last, weeks beginning on the person's
 * first day of the week (Sunday unless they chose Monday, docs/product/accounts.md "Preferences").
 * Days of the months before and after fill the first and last weeks.
 */
export function monthGrid(month: string, weekStart: WeekStart): string[][] {
  const first = monthStartOf(month);
  const last = addDays(addMonths(first, 1), -1);
  const days = datesBetween(weekStartOf(first, weekStart), addDays(weekStartOf(last, weekStart), 6));
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The fields of a habit the planner reads. */
export interface PlannedHabit {
  frequency: HabitFrequency;
  /** Local dates marked done, sorted. */
  completions: readonly string[];
}

/**
 * True when a habit belongs on Today (docs/product/planner.md "Today"): a daily habit every day; a
 * weekly or monthly one while its current period is not done, or when today is the day that did it (so
 * ticking it there does not make it vanish).
 */
export function habitDueToday(habit: PlannedHabit, today: string, weekStart: WeekStart): boolean {
  if (habit.frequency === 'daily') return true;
  return !periodDone(habit.completions, periodAround(today, habit.frequency, weekStart)) || habit.completions.includes(today);
}

/** True when the habit's current period (today, this week or this month) is done. */
export function habitDoneNow(habit: PlannedHabit, today: string, weekStart: WeekStart): boolean {
  return periodDone(habit.completions, periodAround(today, habit.frequency, weekStart));
}
