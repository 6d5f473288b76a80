import type { ActivityType, GoalCategory, HabitCategory, HabitFrequency, HabitTimeOfDay, TodoPriority, TodoStatus } from '@cadence/shared';

// What the offline engine reads (docs/product/ai.md "Offline assistant"): plain facts about one
// user, gathered by the assistant area from that user's rows only. Journal text is cut to the
// feature's size before it gets here.

export interface SnapshotTodo {
  title: string;
  status: TodoStatus;
  priority: TodoPriority;
  dueDate: string | null;
}

export interface SnapshotGoal {
  title: string;
  category: GoalCategory;
  progress: number;
  status: 'active' | 'completed';
  targetDate: string | null;
  /** The first milestone not yet done. */
  nextMilestone: string | null;
}

export interface SnapshotHabit {
  title: string;
  frequency: HabitFrequency;
  category: HabitCategory;
  timeOfDay: HabitTimeOfDay | null;
  /** Consecutive periods done, ending with this period or the one before. */
  streak: number;
  doneThisPeriod: boolean;
}

export interface SnapshotEntry {
  content: string;
  mood: number;
  tags: string[];
  /** The user's local date of the entry. */
  date: string;
}

export interface SnapshotActivity {
  title: string;
  type: ActivityType;
  durationSeconds: number;
  date: string;
}

export interface UserSnapshot {
  /** The user's today, 'YYYY-MM-DD' in their time zone. */
  today: string;
  firstName: string;
  todos: SnapshotTodo[];
  goals: SnapshotGoal[];
  habits: SnapshotHabit[];
  entries: SnapshotEntry[];
  activities: SnapshotActivity[];
  /** Moods of the last 14 days' entries, newest first (numbers only: no text). */
  recentMoods: Array<{ date: string; mood: number }>;
  /** Work and learning tracked today (docs/product/dashboard.md "Productive Time"). */
  productiveSecondsToday: number;
}

export function emptySnapshot(today: string): UserSnapshot {
  return { today, firstName: '', todos: [], goals: [], habits: [], entries: [], activities: [], recentMoods: [], productiveSecondsToday: 0 };
}
