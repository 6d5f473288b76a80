import type { ActivityType } from '../activity/activity-constants';
import type { ReviewRange } from './dashboard-constants';
import type { MoodPattern, ReviewDay } from './review';

// docs/product/dashboard.md "API": what GET /api/dashboard and GET /api/dashboard/review answer.

/** One activity of "Today's Schedule" (docs/product/dashboard.md "Today's Schedule"). */
export interface ScheduleItem {
  id: string;
  type: ActivityType;
  title: string;
  durationSeconds: number;
  startedAt: string;
}

/** One of the "Recent Journal Entries": content is cut to DASHBOARD_ENTRY_PREVIEW_LENGTH characters. */
export interface RecentEntry {
  id: string;
  createdAt: string;
  mood: number;
  content: string;
  tags: string[];
}

/** The running timer, if any (docs/architecture.md "Server-owned state"): the screen computes its elapsed time and ticks it locally. */
export interface DashboardSession {
  id: string;
  title: string;
  type: ActivityType;
  startedAt: string;
  accumulatedSeconds: number;
  /** Null while paused. */
  resumedAt: string | null;
  /** True when it started on the person's today, so its time counts in today's Productive Time. */
  countsToday: boolean;
}

/** What the person has made so far: the first-run welcome ticks these (docs/product/dashboard.md "First run"). */
export interface DashboardFirstSteps {
  hasTask: boolean;
  hasEntry: boolean;
  hasGoal: boolean;
  hasHabit: boolean;
  hasActivity: boolean;
}

export interface Dashboard {
  /** The person's local date the numbers are for. */
  today: string;
  /** The server's clock when it answered, so the screen can tick the running session without trusting the device's clock. */
  serverNow: string;
  /** Work and learning logged today, in seconds, without the running session. */
  productiveSeconds: number;
  activeGoals: number;
  habitsToday: { done: number; total: number };
  schedule: ScheduleItem[];
  recentEntries: RecentEntry[];
  firstSteps: DashboardFirstSteps;
  session: DashboardSession | null;
}

export interface DashboardReview {
  range: ReviewRange;
  today: string;
  days: ReviewDay[];
  /** How many live habits there are (the habits chart's scale). */
  habitCount: number;
  /** Over the last PATTERN_WINDOW_DAYS days, whatever the range. */
  patterns: MoodPattern[];
}
