// The habits' vocabulary and defaults (docs/product/habits.md "Habit", "Defaults").
export const HABIT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];

/** An empty time of day means "any time" and is stored as null. */
export const HABIT_TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type HabitTimeOfDay = (typeof HABIT_TIMES_OF_DAY)[number];

export const HABIT_CATEGORIES = ['wellness', 'fitness', 'productivity', 'personal', 'learning'] as const;
export type HabitCategory = (typeof HABIT_CATEGORIES)[number];

export const DEFAULT_HABIT_FREQUENCY: HabitFrequency = 'daily';
export const DEFAULT_HABIT_CATEGORY: HabitCategory = 'wellness';
export const DEFAULT_HABIT_COLOR = '#4C51BF';

export const HABIT_FREQUENCY_LABELS: Record<HabitFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
export const HABIT_TIME_OF_DAY_LABELS: Record<HabitTimeOfDay, string> = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening', night: 'Night' };
/** What the form's "no time of day" option says. */
export const HABIT_ANY_TIME_LABEL = 'Any time';
export const HABIT_CATEGORY_LABELS: Record<HabitCategory, string> = {
  wellness: 'Wellness',
  fitness: 'Fitness',
  productivity: 'Productivity',
  personal: 'Personal',
  learning: 'Learning',
};

/**
 * The form's colour choices (docs/product/habits.md "Colour"): each carries a white check mark at
 * 4.5:1 or more. The API takes any '#RRGGBB'.
 */
export const HABIT_COLOR_SWATCHES = [
  { value: '#4C51BF', name: 'Indigo' },
  { value: '#2B6CB0', name: 'Blue' },
  { value: '#2C7A7B', name: 'Teal' },
  { value: '#2F855A', name: 'Green' },
  { value: '#C05621', name: 'Orange' },
  { value: '#C53030', name: 'Red' },
  { value: '#B83280', name: 'Pink' },
  { value: '#805AD5', name: 'Purple' },
] as const;

/** Input limits. The spec names none; these keep rows and cards sane. */
export const HABIT_TITLE_MAX_LENGTH = 100;
export const HABIT_DESCRIPTION_MAX_LENGTH = 500;

/** The list carries this many days of log, today included (the card, the week and the month need at most 31). */
export const HABIT_LOG_WINDOW_DAYS = 90;
/**
 * A monthly habit's card shows its last seven months (docs/product/habits.md "Card"): its list entry
 * carries the log from the first day of the month six months back, further than the 90 days.
 */
export const HABIT_STRIP_PERIODS = 7;
/** GET /api/habits/:id/completions reads at most this many days at once (a year's heat-map is 371). */
export const HABIT_LOG_RANGE_MAX_DAYS = 400;
/** The completion rate looks back this many days, today included. */
export const HABIT_RATE_WINDOW_DAYS = 30;

/** As for tasks: a 5 s toast, and a minute on the server before the habit is purged (docs/product/habits.md "Delete and undo"). */
export const HABIT_UNDO_TOAST_MS = 5000;
export const HABIT_RESTORE_WINDOW_MS = 60_000;
