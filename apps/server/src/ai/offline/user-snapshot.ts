import { DEFAULT_WEEK_START, type ActivityType, type GoalCategory, type HabitCategory, type HabitFrequency, type HabitTimeOfDay, type TodoPriority, type TodoStatus, type WeekStart } from '@cadence/shared';

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
  /** Consecutive periods done, ending with this period or the one before (docs/product/habits.md "Streak"). */
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
  /** The day the user's weeks begin on (docs/product/accounts.md "Preferences"). */
  weekStart: WeekStart;
  firstName: string;
  todos: SnapshotTodo[];
  goals: SnapshotGoal[];
  habits: SnapshotHabit[];
  entries: SnapshotEntry[];
  activities: SnapshotActivity[];
  /**
   * Every mood of the last 60 local days, journal entries and check-ins alike, on the user's local
   * dates (numbers only: no text): the points of the dashboard's review (docs/product/dashboard.md "Review").
   */
  moodPoints: Array<{ date: string; value: number }>;
  /** Work and learning tracked today (docs/product/dashboard.md "Productive Time"). */
  productiveSecondsToday: number;
}

export function emptySnapshot(today: string, weekStart: WeekStart = DEFAULT_WEEK_START): UserSnapshot {
  return { today, weekStart, firstName: '', todos: [], goals: [], habits: [], entries: [], activities: [], moodPoints: [], productiveSecondsToday: 0 };
}
