// spec part 2 §3 "Activity", "Active session", §9: the activity tracker's vocabulary (docs/product/activity.md).
export const ACTIVITY_TYPES = ['work', 'exercise', 'learning', 'leisure', 'social', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const DEFAULT_ACTIVITY_TYPE: ActivityType = 'work';

export const RATING_MIN = 1;
export const RATING_MAX = 10;
/** spec part 2 §9: ratings default to 5; an activity logged by stopping the timer gets 7. */
export const DEFAULT_RATING = 5;
export const TIMER_LOGGED_RATING = 7;

export const ACTIVITY_TITLE_MAX_LENGTH = 200;
export const ACTIVITY_DESCRIPTION_MAX_LENGTH = 2_000;
