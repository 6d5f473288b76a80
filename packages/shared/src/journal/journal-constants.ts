// The journal's vocabulary and limits (docs/product/journal.md "Entry", "Limits"; docs/product/moods.md "Mood log").
export const MOOD_MIN = 1;
export const MOOD_MAX = 10;
/** docs/product/journal.md "Entry form": the new-entry slider starts at 5. */
export const DEFAULT_MOOD = 5;

/** Limits the spec does not set: generous for writing, bounded for the database and the screen. */
export const JOURNAL_CONTENT_MAX_LENGTH = 20_000;
export const JOURNAL_TAG_MAX_LENGTH = 40;
export const JOURNAL_MAX_TAGS = 20;
export const JOURNAL_ITEM_MAX_LENGTH = 300;
export const JOURNAL_MAX_ITEMS = 20;

export const MOOD_LOG_NOTES_MAX_LENGTH = 1_000;
export const MOOD_FACTOR_MAX_LENGTH = 40;
export const MOOD_MAX_FACTORS = 10;

/** docs/product/journal.md "Pages": the list comes 50 entries at a time, newest first. */
export const JOURNAL_PAGE_SIZE = 50;
export const JOURNAL_SEARCH_MAX_LENGTH = 200;

/**
 * docs/product/journal.md "Delete and undo": the toast offers Undo for 5 s; the server keeps a deleted
 * entry restorable a little longer, so a slow network cannot lose an undo clicked in time (as tasks,
 * decision 004).
 */
export const JOURNAL_UNDO_TOAST_MS = 5000;
export const JOURNAL_RESTORE_WINDOW_MS = 60_000;

/** docs/product/moods.md "Mood trend": the last 30 local days, today included. */
export const MOOD_TREND_DAYS = 30;
/** docs/product/moods.md "API": GET /api/moods answers the newest 100 check-ins. */
export const MOOD_LOG_LIST_LIMIT = 100;

/** docs/product/journal.md "Mood": a word for each pair of steps of the scale, shown beside the number. */
export const MOOD_LEVELS = ['very-low', 'low', 'okay', 'good', 'great'] as const;
export type MoodLevel = (typeof MOOD_LEVELS)[number];
export const MOOD_LEVEL_LABELS: Record<MoodLevel, string> = {
  'very-low': 'Very low',
  low: 'Low',
  okay: 'Okay',
  good: 'Good',
  great: 'Great',
};

/** docs/product/journal.md "Mood" (the dashboard's colours): green at 7 or more, yellow at 4 or more, red below. */
export const MOOD_TONES = ['low', 'medium', 'high'] as const;
export type MoodTone = (typeof MOOD_TONES)[number];
