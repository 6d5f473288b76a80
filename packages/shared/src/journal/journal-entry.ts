import type { MoodTrendDay } from './mood-trend';

/**
 * One journal entry as the API returns it (docs/product/journal.md "Entry"). `date` is the local date
 * of createdAt in the user's time zone (X-Timezone); timestamps are ISO strings in UTC.
 */
export interface JournalEntry {
  id: string;
  date: string;
  /** Exactly as it was written: never trimmed, never HTML (docs/product/journal.md "Entry"). */
  content: string;
  mood: number;
  tags: string[];
  highlights: string[];
  gratitude: string[];
  createdAt: string;
  /** Also the entry's version: the edit form sends it back as expectedUpdatedAt. */
  updatedAt: string;
}

/**
 * GET /api/journal: one page of entries, newest first, and the cursor of the next page (null at the end);
 * for each day on the page, how many entries it has in all (docs/product/journal.md "Days").
 */
export interface JournalPage {
  entries: JournalEntry[];
  nextCursor: string | null;
  dayCounts: Array<{ date: string; count: number }>;
}

/** Body of a 409 from PATCH /api/journal/:id: the error and the entry as it is now. */
export interface StaleJournalEntryResponse {
  error: { code: 'CONFLICT'; message: string };
  entry: JournalEntry;
}

/** One mood check-in (docs/product/moods.md "Mood log"); `date` is the local date of loggedAt. */
export interface MoodLog {
  id: string;
  date: string;
  value: number;
  notes: string | null;
  factors: string[];
  loggedAt: string;
  createdAt: string;
}

/** GET /api/mood-trend: the last 30 local days, oldest first, and the average of every mood in them. */
export interface MoodTrend {
  days: MoodTrendDay[];
  average: number | null;
}
