import { addDays, addMonths, monthStartOf, weekStartOf } from '@cadence/shared';
import { byDueAndImportance, describeHabit, describeTodo, longDate } from './facts';
import type { Period } from './question';
import type { UserSnapshot } from './user-snapshot';

// docs/product/ai.md "Offline assistant": what to focus on, for the period asked (issue 18 §7: "What should
// I focus on tomorrow?" was answered "where I would start today", with tasks in progress due later above a
// high-priority task due today). The period's tasks are the ones due by its end, overdue ones included,
// due soonest and most important first; high-priority tasks due later follow on their own line.

/** How many tasks an answer lists, and how many later high-priority ones. */
const MAX_DUE = 5;
const MAX_LATER = 3;

export type PlanPeriod = Extract<Period, 'today' | 'tomorrow' | 'week' | 'month'>;

/** The last local date of a planning period, and how the answer names it. */
export function planWindow(period: PlanPeriod, snapshot: Pick<UserSnapshot, 'today' | 'weekStart'>): { end: string; heading: string; name: string } {
  const { today, weekStart } = snapshot;
  switch (period) {
    case 'today':
      return { end: today, heading: `today (${longDate(today)})`, name: 'today' };
    case 'tomorrow': {
      const tomorrow = addDays(today, 1);
      return { end: tomorrow, heading: `tomorrow (${longDate(tomorrow)})`, name: 'tomorrow' };
    }
    case 'week': {
      const end = addDays(weekStartOf(today, weekStart), 6);
      return { end, heading: `this week (to ${longDate(end)})`, name: 'this week' };
    }
    case 'month': {
      const end = addDays(addMonths(monthStartOf(today), 1), -1);
      return { end, heading: `this month (to ${longDate(end)})`, name: 'this month' };
    }
  }
}

export function focusAnswer(snapshot: UserSnapshot, period: PlanPeriod): string {
  const { today } = snapshot;
  const window = planWindow(period, snapshot);
  const open = byDueAndImportance(snapshot.todos);
  const due = open.filter((todo) => todo.dueDate !== null && todo.dueDate <= window.end);
  const later = open.filter((todo) => todo.priority === 'high' && (todo.dueDate === null || todo.dueDate > window.end));
  const lines: string[] = [];

  if (open.length === 0) {
    lines.push(`For ${window.heading}, your task list is clear. Pick one thing that moves a goal forward and add it to your To Do List.`);
  } else if (due.length > 0) {
    lines.push(`For ${window.heading}, here is what I would do first: what is due soonest, and the most important first.`, '');
    due.slice(0, MAX_DUE).forEach((todo, index) => lines.push(`${index + 1}. ${describeTodo(todo, today)}`));
    if (due.length > MAX_DUE) lines.push(`…and ${due.length - MAX_DUE} more due by then.`);
  } else {
    const next = open.find((todo) => todo.dueDate !== null);
    lines.push(`For ${window.heading}, nothing on your list is due.${next ? ` The next task due is ${describeTodo(next, today)}.` : ''}`);
  }
  if (later.length > 0) lines.push('', `Also important: ${later.slice(0, MAX_LATER).map((todo) => describeTodo(todo, today)).join('; ')}.`);

  // Today's habits belong to an answer about today; another day's are not known yet.
  if (period === 'today') {
    const openHabits = snapshot.habits.filter((habit) => habit.frequency === 'daily' && !habit.doneThisPeriod).sort((a, b) => b.streak - a.streak).slice(0, 3);
    if (openHabits.length > 0) lines.push('', `Habits still open: ${openHabits.map(describeHabit).join('; ')}.`);
  }
  return lines.join('\n');
}
