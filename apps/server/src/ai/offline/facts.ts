import { formatDuration } from '@cadence/shared';
import type { SnapshotGoal, SnapshotTodo, UserSnapshot } from './user-snapshot';

// Small facts the offline answers are built from (docs/product/ai.md "Offline assistant").

/** docs/product/activity.md "Durations": the one duration format of every screen, so a sentence never says '0m' or '1h' of 14 seconds. */
export { formatDuration };

/** Whole days from `from` to `to` ('YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const;

/** Open tasks in the order to do them: in progress first, then overdue and due soonest, then by priority. */
export function focusOrder(todos: readonly SnapshotTodo[], today: string): SnapshotTodo[] {
  const rank = (todo: SnapshotTodo) => (todo.status === 'in_progress' ? 0 : todo.dueDate !== null && todo.dueDate <= today ? 1 : 2);
  return todos
    .filter((todo) => todo.status !== 'completed')
    .sort((a, b) => rank(a) - rank(b) || (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]);
}

export function describeTodo(todo: SnapshotTodo, today: string): string {
  const notes: string[] = [];
  if (todo.status === 'in_progress') notes.push('in progress');
  if (todo.dueDate !== null) {
    const days = daysBetween(today, todo.dueDate);
    notes.push(days < 0 ? `overdue by ${-days} day${days === -1 ? '' : 's'}` : days === 0 ? 'due today' : days === 1 ? 'due tomorrow' : `due in ${days} days`);
  }
  if (todo.priority === 'high') notes.push('high priority');
  return `**${todo.title}**${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

/** Active goals with a target date within `days` (or past), soonest first. */
export function goalsNearTheirDate(goals: readonly SnapshotGoal[], today: string, days = 14): SnapshotGoal[] {
  return goals
    .filter((goal) => goal.status === 'active' && goal.targetDate !== null && daysBetween(today, goal.targetDate) <= days)
    .sort((a, b) => a.targetDate!.localeCompare(b.targetDate!));
}

export function describeGoalDate(goal: SnapshotGoal, today: string): string {
  const days = daysBetween(today, goal.targetDate!);
  const when = days < 0 ? `was due ${-days} day${days === -1 ? '' : 's'} ago` : days === 0 ? 'is due today' : `is due in ${days} day${days === 1 ? '' : 's'}`;
  return `**${goal.title}** ${when} and is ${goal.progress}% complete${goal.nextMilestone ? `; next milestone: ${goal.nextMilestone}` : ''}.`;
}

export interface MoodTrend {
  thisWeek: number | null;
  lastWeek: number | null;
}

function average(values: number[]): number | null {
  return values.length === 0 ? null : Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;
}

/** Average mood of the last 7 days against the 7 before. */
export function moodTrend(snapshot: Pick<UserSnapshot, 'recentMoods' | 'today'>): MoodTrend {
  const weekStart = shiftDate(snapshot.today, -6);
  const previousStart = shiftDate(snapshot.today, -13);
  return {
    thisWeek: average(snapshot.recentMoods.filter((m) => m.date >= weekStart).map((m) => m.mood)),
    lastWeek: average(snapshot.recentMoods.filter((m) => m.date >= previousStart && m.date < weekStart).map((m) => m.mood)),
  };
}

export function periodWord(frequency: 'daily' | 'weekly' | 'monthly'): string {
  return frequency === 'daily' ? 'today' : frequency === 'weekly' ? 'this week' : 'this month';
}

export function streakUnit(frequency: 'daily' | 'weekly' | 'monthly', streak: number): string {
  const unit = frequency === 'daily' ? 'day' : frequency === 'weekly' ? 'week' : 'month';
  return `${streak} ${unit}${streak === 1 ? '' : 's'}`;
}
