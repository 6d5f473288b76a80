import { and, eq, isNull, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_MOOD, MOOD_MAX, MOOD_MIN } from '@cadence/shared';
import { isoTimestamp } from './columns';
import { ownerId } from './owner-column';

// docs/product/journal.md "Entry": content is stored byte-exact and never shown as HTML.
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    content: text('content').notNull(),
    mood: integer('mood').notNull().default(DEFAULT_MOOD),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    highlights: text('highlights').array().notNull().default(sql`'{}'::text[]`),
    gratitude: text('gratitude').array().notNull().default(sql`'{}'::text[]`),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    updatedAt: isoTimestamp('updated_at').notNull().defaultNow(),
    /** Soft delete for the 5-second Undo, purged after the restore window (as tasks, decision 004). */
    deletedAt: isoTimestamp('deleted_at'),
  },
  (table) => [
    // The journal's pages: newest first, live entries only.
    index('journal_entries_user_created_idx')
      .on(table.userId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('journal_entries_tags_idx').using('gin', table.tags),
    index('journal_entries_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    check('journal_entries_mood_check', sql`${table.mood} between ${sql.raw(String(MOOD_MIN))} and ${sql.raw(String(MOOD_MAX))}`),
  ],
);

/** A user's live journal entries: every reader (dashboard, AI coach, review) starts here. */
export function liveJournalEntriesOf(userId: string) {
  return and(eq(journalEntries.userId, userId), isNull(journalEntries.deletedAt));
}

/** The mood log: a quick check-in, apart from entries. */
export const moodLogs = pgTable(
  'mood_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    value: integer('value').notNull(),
    notes: text('notes'),
    factors: text('factors').array().notNull().default(sql`'{}'::text[]`),
    loggedAt: isoTimestamp('logged_at').notNull().defaultNow(),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('mood_logs_user_logged_idx').on(table.userId, table.loggedAt.desc()),
    check('mood_logs_value_check', sql`${table.value} between ${sql.raw(String(MOOD_MIN))} and ${sql.raw(String(MOOD_MAX))}`),
  ],
);

export function moodLogsOf(userId: string) {
  return eq(moodLogs.userId, userId);
}
