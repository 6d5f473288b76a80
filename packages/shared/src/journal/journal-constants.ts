// spec part 2 §3 "Journal entry", §9: the journal's vocabulary and limits (docs/product/journal.md).
export const MOOD_MIN = 1;
export const MOOD_MAX = 10;
/** spec part 2 §2, §9: the new-entry slider starts at 5. */
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
