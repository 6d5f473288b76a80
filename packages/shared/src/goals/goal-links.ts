import type { WeekStart } from '../calendar/calendar-days';
import type { HabitFrequency } from '../habits/habit-constants';
import { periodOf } from '../habits/habit-periods';
import type { TodoStatus } from '../todos/todo-constants';

// docs/product/goals.md "Linked tasks and habits" (issue 22 §4): the tasks and habits that work towards
// a goal, as the goal carries them, and the words its card says about them.

/** A live task linked to the goal: enough for the expanded goal's row and its link to the board. */
export interface GoalTask {
  id: string;
  title: string;
  status: TodoStatus;
}

/** A live habit linked to the goal, with the last local date it was done ('YYYY-MM-DD', or null). */
export interface GoalHabit {
  id: string;
  title: string;
  color: string;
  frequency: HabitFrequency;
  lastDone: string | null;
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The card's line: the open tasks (not completed), then the habits: '3 tasks open, 1 habit', '1 task
 * open', '2 habits'. Completed tasks are not counted as open; when every linked task is completed the
 * line says so ('2 tasks done'). Null when nothing is linked: the card then says nothing.
 */
export function goalWorkSummary(work: { tasks: readonly Pick<GoalTask, 'status'>[]; habits: readonly unknown[] }): string | null {
  const open = work.tasks.filter((task) => task.status !== 'completed').length;
  const parts: string[] = [];
  if (open > 0) parts.push(`${counted(open, 'task')} open`);
  else if (work.tasks.length > 0) parts.push(`${counted(work.tasks.length, 'task')} done`);
  if (work.habits.length > 0) parts.push(counted(work.habits.length, 'habit'));
  return parts.length === 0 ? null : parts.join(', ');
}

/**
 * Whether a linked habit is done in its current period (today for a daily habit, this week, this
 * month), as the habits screen and the dashboard count it (docs/product/dashboard.md "Habits Today").
 */
export function goalHabitDone(habit: Pick<GoalHabit, 'frequency' | 'lastDone'>, today: string, weekStart?: WeekStart): boolean {
  if (habit.lastDone === null || habit.lastDone > today) return false;
  return periodOf(habit.lastDone, habit.frequency, weekStart) === periodOf(today, habit.frequency, weekStart);
}
