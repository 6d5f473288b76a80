import {
  addDays,
  currentStreak,
  goalProgress,
  localDateInTimeZone,
  periodOf,
  type ActivityType,
  type HabitFrequency,
  type TodoPriority,
  type TodoStatus,
  type WeekStart,
} from '@cadence/shared';
import { EVAL_ZONE, type Persona } from './eval-world';

// What is true of an evaluation account, derived from its declaration (eval-world.ts) by the product's
// shared rules (streaks, goal progress), never by the offline engine's code: the checker compares the
// engine's answers with this.

export interface TaskFact {
  due: string | null;
  priority: TodoPriority;
  status: TodoStatus;
}

export interface HabitFact {
  frequency: HabitFrequency;
  streak: number;
  doneThisPeriod: boolean;
}

export interface GoalFact {
  progress: number;
  target: string | null;
  /** The first milestone not done, in the goal's order. */
  next: string | null;
}

export interface EntryFact {
  date: string;
  mood: number;
  tags: readonly string[];
  content: string;
}

export interface WorldFacts {
  today: string;
  weekStart: WeekStart;
  tasks: ReadonlyMap<string, TaskFact>;
  habits: ReadonlyMap<string, HabitFact>;
  goals: ReadonlyMap<string, GoalFact>;
  milestones: ReadonlySet<string>;
  entries: ReadonlyMap<string, EntryFact>;
  /** The newest entry. */
  latestEntry: EntryFact | null;
  /** Every mood on its local date: entries and check-ins alike. */
  moodPoints: ReadonlyArray<{ date: string; value: number }>;
  /** Work and learning started today, timer included, in seconds. */
  productiveSecondsToday: number;
  /** Activities, newest first. */
  activities: ReadonlyArray<{ type: ActivityType; seconds: number }>;
}

export function worldFacts(persona: Persona, now: Date): WorldFacts {
  const today = localDateInTimeZone(now, EVAL_ZONE);
  const day = (offset: number) => addDays(today, offset);
  const tasks = new Map(persona.tasks.map((task) => [task.title, { due: task.due === null ? null : day(task.due), priority: task.priority, status: task.status }]));
  const habits = new Map(
    persona.habits.map((habit) => {
      const dates = habit.doneOn.map(day);
      const current = periodOf(today, habit.frequency, persona.weekStart);
      const fact: HabitFact = {
        frequency: habit.frequency,
        streak: currentStreak(dates, habit.frequency, today, persona.weekStart),
        doneThisPeriod: dates.some((date) => periodOf(date, habit.frequency, persona.weekStart) === current),
      };
      return [habit.title, fact];
    }),
  );
  const goals = new Map(
    persona.goals.map((goal) => [goal.title, { progress: goalProgress(goal.milestones.map((m) => ({ completed: m.done }))), target: goal.target === null ? null : day(goal.target), next: goal.milestones.find((m) => !m.done)?.title ?? null }]),
  );
  const entries = new Map(persona.entries.map((entry) => [entry.key, { date: day(entry.day), mood: entry.mood, tags: entry.tags, content: entry.content }]));
  const newest = [...persona.entries].sort((a, b) => b.day - a.day || b.hour - a.hour)[0];
  const activities = [
    ...persona.activities.map((activity) => ({ type: activity.type, seconds: activity.seconds, at: activity.day * 24 + activity.hour })),
    // The timer ran from an hour before now: 15:00 on the evaluation's day.
    ...(persona.timedToday ? [{ type: persona.timedToday.type, seconds: persona.timedToday.seconds, at: 15 }] : []),
  ].sort((a, b) => b.at - a.at);
  const productive = (type: ActivityType) => type === 'work' || type === 'learning';
  return {
    today,
    weekStart: persona.weekStart,
    tasks,
    habits,
    goals,
    milestones: new Set(persona.goals.flatMap((goal) => goal.milestones.map((m) => m.title))),
    entries,
    latestEntry: newest ? entries.get(newest.key)! : null,
    moodPoints: [...persona.entries.map((entry) => ({ date: day(entry.day), value: entry.mood })), ...persona.checkIns.map((checkIn) => ({ date: day(checkIn.day), value: checkIn.value }))],
    productiveSecondsToday:
      persona.activities.filter((activity) => activity.day === 0 && productive(activity.type)).reduce((sum, activity) => sum + activity.seconds, 0) +
      (persona.timedToday && productive(persona.timedToday.type) ? persona.timedToday.seconds : 0),
    activities: activities.map(({ type, seconds }) => ({ type, seconds })),
  };
}
