import { builtOnce, daysBetween, dueDateStanding, type Todo } from '@cadence/shared';

// docs/product/todos.md "Dates": a due date as people read it at a glance. Due dates are calendar
// days, formatted in UTC so no zone moves them; `today` is the person's own date.

const weekdayFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }));
const monthDayFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }));
const fullYearFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
const longFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }));
const timeFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }));

const atMidnight = (date: string) => new Date(`${date}T00:00:00.000Z`);
const isDate = (date: string) => !Number.isNaN(atMidnight(date).getTime());

/** 'Today', 'Tomorrow', 'Yesterday', a weekday within the week ahead, else 'Mar 15' (with the year when it is not this year). */
export function dueDateLabel(date: string, today: string): string {
  if (!isDate(date)) return date;
  const standing = dueDateStanding(date, today);
  if (standing === 'today') return 'Today';
  if (standing === 'tomorrow') return 'Tomorrow';
  if (standing === 'week') return weekdayFormat().format(atMidnight(date));
  if (daysBetween(today, date) === -1) return 'Yesterday';
  return date.slice(0, 4) === today.slice(0, 4) ? monthDayFormat().format(atMidnight(date)) : fullYearFormat().format(atMidnight(date));
}

/**
 * A due time ('HH:MM', the person's wall clock, docs/product/reminders.md "Tasks") as this browser
 * writes times: '3:00 PM' or '15:00'. Formatted in UTC, so no zone moves it.
 */
export function dueTimeLabel(time: string): string {
  const at = new Date(`1970-01-01T${time}:00.000Z`);
  return Number.isNaN(at.getTime()) ? time : timeFormat().format(at);
}

/** The whole date, for a tooltip and the details view: 'Friday, March 20, 2026'. */
export function fullDueDate(date: string): string {
  return isDate(date) ? longFormat().format(atMidnight(date)) : date;
}

/** An open task's due date against today: overdue and due today are marked on the card (issue 13). */
export function dueMark(todo: Pick<Todo, 'dueDate' | 'status'>, today: string): 'overdue' | 'today' | null {
  if (todo.dueDate === null || todo.status === 'completed') return null;
  const standing = dueDateStanding(todo.dueDate, today);
  return standing === 'past' ? 'overdue' : standing === 'today' ? 'today' : null;
}
