import { addDays, daysBetween, formatDuration, moodDays, rangeMood, type RangeMood } from '@cadence/shared';
import type { SnapshotGoal, SnapshotHabit, SnapshotTodo, UserSnapshot } from './user-snapshot';

// The facts the offline answers are built from, and the one way each is written (docs/product/ai.md
// "Offline assistant"). The evaluation's checker (ai/eval/fact-checker.ts) reads these same forms back
// and checks each against the person's data, so a form changed here is a form changed there.

/** docs/product/activity.md "Durations": the one duration format of every screen, so a sentence never says '0m' or '1h' of 14 seconds. */
export { formatDuration };

const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'Thursday, March 11' for a local date (formatted in UTC, so no zone moves the day). */
export function longDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`));
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const;

/**
 * Open tasks in the order to do them (issue 18 §7): due soonest first (overdue ones first of all), then
 * the more important, then one already in progress; undated ones last.
 */
export function byDueAndImportance(todos: readonly SnapshotTodo[]): SnapshotTodo[] {
  return todos
    .filter((todo) => todo.status !== 'completed')
    .sort(
      (a, b) =>
        (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
        PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
        Number(b.status === 'in_progress') - Number(a.status === 'in_progress') ||
        a.title.localeCompare(b.title),
    );
}

/** When a date is, seen from `today`: 'overdue by 2 days', 'due today', 'due tomorrow', 'due in 5 days'. */
export function dueWords(dueDate: string, today: string): string {
  const days = daysBetween(today, dueDate);
  if (days < 0) return `overdue by ${plural(-days, 'day')}`;
  if (days === 0) return 'due today';
  if (days === 1) return 'due tomorrow';
  return `due in ${days} days`;
}

/** `**Title** (overdue by 2 days, in progress, high priority)`. */
export function describeTodo(todo: SnapshotTodo, today: string): string {
  const notes: string[] = [];
  if (todo.dueDate !== null) notes.push(dueWords(todo.dueDate, today));
  if (todo.status === 'in_progress') notes.push('in progress');
  if (todo.priority === 'high') notes.push('high priority');
  return `**${todo.title}**${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

export function periodWord(frequency: SnapshotHabit['frequency']): string {
  return frequency === 'daily' ? 'today' : frequency === 'weekly' ? 'this week' : 'this month';
}

function streakWords(habit: SnapshotHabit): string {
  if (habit.streak === 0) return 'no streak yet';
  const unit = habit.frequency === 'daily' ? 'day' : habit.frequency === 'weekly' ? 'week' : 'month';
  return `${habit.streak}-${unit} streak`;
}

/** `**Meditate** (6-day streak, not done today)`. */
export function describeHabit(habit: SnapshotHabit): string {
  return `**${habit.title}** (${streakWords(habit)}, ${habit.doneThisPeriod ? 'done' : 'not done'} ${periodWord(habit.frequency)})`;
}

/** Habits with a run going that ends if not done in their current day, week or month: longest run first. */
export function habitsAtRisk(habits: readonly SnapshotHabit[]): SnapshotHabit[] {
  return habits.filter((habit) => habit.streak > 0 && !habit.doneThisPeriod).sort((a, b) => b.streak - a.streak || a.title.localeCompare(b.title));
}

/** Active goals with a target date within `days` (or past), soonest first. */
export function goalsNearTheirDate(goals: readonly SnapshotGoal[], today: string, days = 14): SnapshotGoal[] {
  return goals
    .filter((goal) => goal.status === 'active' && goal.targetDate !== null && daysBetween(today, goal.targetDate) <= days)
    .sort((a, b) => a.targetDate!.localeCompare(b.targetDate!));
}

/** `**Run a half marathon** is 40% complete, due in 12 days; next milestone: **Run 15 km**.` */
export function describeGoal(goal: SnapshotGoal, today: string): string {
  const when =
    goal.targetDate === null
      ? ''
      : daysBetween(today, goal.targetDate) < 0
        ? `, ${plural(-daysBetween(today, goal.targetDate), 'day')} past its target date`
        : `, ${dueWords(goal.targetDate, today)}`;
  return `**${goal.title}** is ${goal.progress}% complete${when}${goal.nextMilestone ? `; next milestone: **${goal.nextMilestone}**` : ''}.`;
}

/** The local dates of the `days` days ending with `last`, oldest first. */
export function daysEnding(last: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(last, index - days + 1));
}

export interface MoodWindow {
  first: string;
  last: string;
  mood: RangeMood | null;
  previous: RangeMood | null;
  /** The day with the highest mood, the latest of equals. */
  best: { date: string; mood: number } | null;
}

/**
 * The mood of the `days` days ending today against the `days` before, by the review's one definition
 * (shared rangeMood: entries and check-ins, each day once; issue 18: the insight said 8/10 from entries
 * alone beside the review's 6.5/10).
 */
export function moodWindow(snapshot: Pick<UserSnapshot, 'moodPoints' | 'today'>, days: number): MoodWindow {
  const dates = daysEnding(snapshot.today, days);
  const shown = moodDays(snapshot.moodPoints, dates);
  const before = moodDays(snapshot.moodPoints, daysEnding(addDays(snapshot.today, -days), days));
  let best: MoodWindow['best'] = null;
  for (const day of shown) if (day.mood !== null && (best === null || day.mood >= best.mood)) best = { date: day.date, mood: day.mood };
  return { first: dates[0]!, last: snapshot.today, mood: rangeMood(shown), previous: rangeMood(before), best };
}

const tenth = (value: number) => value.toFixed(1);

/** `averaged 6.3/10 over 5 days with a mood, down from 7.0/10 the 7 days before` (or without the comparison). */
export function moodSentence(window: MoodWindow, days: number): string {
  if (!window.mood) return `no mood logged in the last ${days} days`;
  const { average, daysWithMood } = window.mood;
  let comparison = '';
  if (window.previous) {
    const change = Math.round((average - window.previous.average) * 10) / 10;
    const direction = change > 0 ? 'up from' : change < 0 ? 'down from' : 'the same as';
    comparison = `, ${direction} ${tenth(window.previous.average)}/10 the ${days} days before`;
  }
  return `averaged ${tenth(average)}/10 over ${plural(daysWithMood, 'day')} with a mood${comparison}`;
}
