import type { HabitCategory, HabitFrequency, HabitTimeOfDay } from './habit-constants';

/**
 * GET /api/habits answers with a list of these (the to-do form's habit selector uses id, title and
 * color). Streaks and completion history come with the habits screen. Timestamps are ISO strings.
 */
export interface HabitSummary {
  id: string;
  title: string;
  description: string | null;
  frequency: HabitFrequency;
  timeOfDay: HabitTimeOfDay | null;
  category: HabitCategory;
  color: string;
  createdAt: string;
  updatedAt: string;
}
