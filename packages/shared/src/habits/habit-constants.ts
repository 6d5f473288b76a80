// spec part 2 §3: habit enumerations and defaults.
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
