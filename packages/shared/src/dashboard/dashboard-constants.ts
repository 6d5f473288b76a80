import type { ActivityType } from '../activity/activity-constants';

// docs/product/dashboard.md: the dashboard's numbers and words.

/** docs/product/dashboard.md "Recent Journal Entries": two recent entries. */
export const DASHBOARD_RECENT_ENTRIES = 2;

/**
 * docs/product/dashboard.md "Recent Journal Entries": the card shows two lines of an entry, so the
 * server sends at most this many characters of it, not the whole text (up to 20,000).
 */
export const DASHBOARD_ENTRY_PREVIEW_LENGTH = 400;

/** docs/product/dashboard.md "Productive Time": today's work and learning minutes. */
export const PRODUCTIVE_ACTIVITY_TYPES: readonly ActivityType[] = ['work', 'learning'];

/** docs/product/dashboard.md "Review": a week is the last 7 local days, a month the last 30, today included. */
export const REVIEW_RANGES = ['week', 'month'] as const;
export type ReviewRange = (typeof REVIEW_RANGES)[number];
export const REVIEW_RANGE_DAYS: Record<ReviewRange, number> = { week: 7, month: 30 };
export const REVIEW_RANGE_LABELS: Record<ReviewRange, string> = { week: 'Week', month: 'Month' };

/** docs/product/dashboard.md "Patterns": patterns are looked for over the last 30 days, whatever the range shown. */
export const PATTERN_WINDOW_DAYS = 30;
/** docs/product/dashboard.md "Patterns": a pattern is stated only with this many days with a mood on each side. */
export const PATTERN_MIN_DAYS_EACH_SIDE = 5;

/** Texts of the dashboard: the spec's where it has them (docs/product/dashboard.md "Stat cards"), ours where it is silent. */
export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  productiveTime: 'Productive Time',
  activeGoals: 'Active Goals',
  habitsToday: 'Habits Today',
  todaysSchedule: "Today's Schedule",
  recentJournalEntries: 'Recent Journal Entries',
  trackActivity: 'Track Activity',
  createJournalEntry: 'Create Journal Entry',
  setFirstGoal: 'Set your first goal',
  buildBetterHabits: 'Build better habits',
  loadFailed: "We couldn't load your dashboard.",
  reviewLoadFailed: "We couldn't load your review.",
  tryAgain: 'Try again',
} as const;

/** The range query's message (docs/product/dashboard.md "API"). */
export const DASHBOARD_MESSAGES = {
  rangeInvalid: 'Range must be week or month',
} as const;
