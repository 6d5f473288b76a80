// The activity tracker's vocabulary (docs/product/activity.md "Activity", "Timer", "Ratings").
export const ACTIVITY_TYPES = ['work', 'exercise', 'learning', 'leisure', 'social', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const DEFAULT_ACTIVITY_TYPE: ActivityType = 'work';

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  work: 'Work',
  exercise: 'Exercise',
  learning: 'Learning',
  leisure: 'Leisure',
  social: 'Social',
  other: 'Other',
};

/**
 * docs/product/activity.md "Type colours": work blue, exercise green, learning purple, social yellow,
 * other grey; leisure is teal (the spec names none). Names, not CSS: each screen
 * (history, the dashboard's schedule) maps them to its own tokens.
 */
export const ACTIVITY_TYPE_COLORS = {
  work: 'blue',
  exercise: 'green',
  learning: 'purple',
  leisure: 'teal',
  social: 'yellow',
  other: 'grey',
} as const satisfies Record<ActivityType, string>;
export type ActivityTypeColor = (typeof ACTIVITY_TYPE_COLORS)[ActivityType];

export const RATING_MIN = 1;
export const RATING_MAX = 10;
/** docs/product/activity.md "Ratings": ratings default to 5; an activity logged by stopping the timer gets 7. */
export const DEFAULT_RATING = 5;
export const TIMER_LOGGED_RATING = 7;
export const ACTIVITY_RATINGS = ['energy', 'focus', 'satisfaction'] as const;
export type ActivityRating = (typeof ACTIVITY_RATINGS)[number];
export const ACTIVITY_RATING_LABELS: Record<ActivityRating, string> = { energy: 'Energy', focus: 'Focus', satisfaction: 'Satisfaction' };

export const ACTIVITY_TITLE_MAX_LENGTH = 200;
export const ACTIVITY_DESCRIPTION_MAX_LENGTH = 2_000;

/** docs/product/activity.md "Elapsed time": the timer ticks every second (on screen only; nothing is saved per tick). */
export const TIMER_TICK_MS = 1_000;

/**
 * docs/product/activity.md "Forgotten timer": a timer that has run without a pause for more than
 * this is asked about (keep, trim or discard) when the person comes back.
 */
export const FORGOTTEN_SESSION_SECONDS = 12 * 60 * 60;

/** docs/product/activity.md "Past activities": a hand-added activity lasts from 1 minute to 24 hours. */
export const PAST_ACTIVITY_MIN_SECONDS = 60;
export const PAST_ACTIVITY_MAX_SECONDS = 24 * 60 * 60;

/** docs/product/activity.md "History": the list comes in pages, newest first. */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_PAGE_SIZE_MAX = 100;

/** docs/product/activity.md "Delete and undo": the toast shows 5 s, the server restores for 60 s (as tasks, decision 004). */
export const ACTIVITY_UNDO_TOAST_MS = 5_000;
export const ACTIVITY_RESTORE_WINDOW_MS = 60_000;
