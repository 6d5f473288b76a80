import type { HabitCategory, HabitFrequency, HabitTimeOfDay } from './habit-constants';

/** A habit's own fields. Timestamps are ISO strings in UTC. */
export interface HabitSummary {
  id: string;
  title: string;
  description: string | null;
  frequency: HabitFrequency;
  timeOfDay: HabitTimeOfDay | null;
  category: HabitCategory;
  color: string;
  /** docs/product/reminders.md "Habits": times of day 'HH:MM' in the person's zone, sorted, at most five. */
  reminderTimes: string[];
  /** ISO weekdays (1 Monday … 7 Sunday) the reminders fire on; none, or all seven, means every day. */
  reminderDays: number[];
  /** The live goal the habit works towards (docs/product/goals.md "Linked tasks and habits"), or null. */
  goalId: string | null;
  /** docs/product/habits.md "Targets": times per period (the frequency is the period); null is once. */
  targetCount: number | null;
  /** docs/product/habits.md "Amounts": the amount to reach each day and its unit ('glasses'), or null for a plain habit. */
  targetAmount: number | null;
  unit: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A habit as the API returns it (docs/product/habits.md "API routes"): its fields, the days it was done
 * in the last 90 days of the user's calendar, and what is computed from its whole log in the user's
 * time zone (docs/architecture.md "Server-owned state"). The to-do form's habit selector reads the HabitSummary part.
 */
export interface Habit extends HabitSummary {
  /** Local dates 'YYYY-MM-DD' marked done, oldest first, from 89 days before today on. */
  completions: string[];
  /** The amounts logged over the same days, by local date (a numeric habit; {} for a plain one). */
  amounts: Record<string, number>;
  /** docs/product/habits.md "Rest days": the rests that apply to this habit (its own and those for every habit) ending in the same days. */
  breaks: HabitBreak[];
  /** Consecutive periods (days, weeks or months, by frequency) done, ending now (docs/product/habits.md "Streak"). */
  streak: number;
  /** The longest such run in the whole log. */
  bestStreak: number;
  /** Share of the last 30 days' periods done, 0 to 100 (docs/product/habits.md "Completion rate"). */
  completionRate: number;
}

/** The numbers a card shows, computed from the log. */
export type HabitStats = Pick<Habit, 'streak' | 'bestStreak' | 'completionRate'>;

/** The answer of GET /api/habits/:id/completions: the local dates marked done from `from` to `to`, ascending. */
export interface HabitLog {
  from: string;
  to: string;
  dates: string[];
}

/** docs/product/habits.md "Rest days": a rest day or range, for one habit or (habitId null) for every habit. */
export interface HabitBreak {
  id: string;
  habitId: string | null;
  startDate: string;
  endDate: string;
  reason: string | null;
}
