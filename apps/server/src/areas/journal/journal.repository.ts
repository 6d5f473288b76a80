import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { JOURNAL_PAGE_SIZE, type CreateJournalEntryRequest, type JournalCursor, type JournalTag } from '@cadence/shared';
import type { Db } from '../../db/client';
import { type RowQuery, selectRows } from '../../db/row-query';
import { journalEntries, liveJournalEntriesOf } from '../../db/schema';
import { ENTRY_COLUMNS } from './journal-json';

// SQL for journal_entries. Every statement is scoped by the owner; soft-deleted entries
// (docs/product/journal.md "Delete and undo") are invisible to everything but restore and purge.

export interface EntryKey {
  userId: string;
  id: string;
}

/** An entry row: the columns of ENTRY_COLUMNS, in order, as the driver hands them over. */
export type EntryRow = unknown[];

const oneLiveEntry = ({ userId, id }: EntryKey) => and(eq(journalEntries.id, id), liveJournalEntriesOf(userId));

const entryFields = {
  id: journalEntries.id,
  content: journalEntries.content,
  mood: journalEntries.mood,
  tags: journalEntries.tags,
  highlights: journalEntries.highlights,
  gratitude: journalEntries.gratitude,
  createdAt: journalEntries.createdAt,
  updatedAt: journalEntries.updatedAt,
};
type EntryObject = { [K in keyof typeof entryFields]: unknown };
const rowOf = (entry: EntryObject): EntryRow => [entry.id, entry.content, entry.mood, entry.tags, entry.highlights, entry.gratitude, entry.createdAt, entry.updatedAt];

// One more than a page: its presence says there is a next page.
const LIMIT = JOURNAL_PAGE_SIZE + 1;
const LIVE = 'user_id = $1 and deleted_at is null';
const AFTER = '(created_at, id) < ($2::timestamptz, $3::uuid)';
/** `pattern`: an ILIKE pattern or ''; `tag`: a tag (matched in any case) or ''. Only the filtered statements carry them. */
const filters = (pattern: string, tag: string) => `(${pattern} = '' or content ilike ${pattern} or exists (select 1 from unnest(tags) as t(tag) where t.tag ilike ${pattern}))
  and (${tag} = '' or exists (select 1 from unnest(tags) as t(tag) where lower(t.tag) = lower(${tag})))`;
const ORDER = `order by created_at desc, id desc limit ${LIMIT}`;

/**
 * The journal's pages (docs/product/journal.md "Pages"): newest first by keyset on (created_at, id),
 * which journal_entries_user_created_idx serves in order, so a page costs the same at entry 1,950 as
 * at entry 1. Four named statements, so each gets its own plan: the plain page (the hot path) never
 * carries the filters.
 */
export const JOURNAL_PAGE_QUERIES = {
  first: { name: 'journal_page', text: `select ${ENTRY_COLUMNS} from journal_entries where ${LIVE} ${ORDER}` },
  after: { name: 'journal_page_after', text: `select ${ENTRY_COLUMNS} from journal_entries where ${LIVE} and ${AFTER} ${ORDER}` },
  filteredFirst: { name: 'journal_page_filtered', text: `select ${ENTRY_COLUMNS} from journal_entries where ${LIVE} and ${filters('$2', '$3')} ${ORDER}` },
  filteredAfter: { name: 'journal_page_filtered_after', text: `select ${ENTRY_COLUMNS} from journal_entries where ${LIVE} and ${AFTER} and ${filters('$4', '$5')} ${ORDER}` },
} satisfies Record<string, RowQuery>;

/** A search as an ILIKE pattern: the text anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface PageRequest {
  userId: string;
  cursor?: JournalCursor | undefined;
  q?: string | undefined;
  tag?: string | undefined;
}

/** Up to a page and one more of the user's live entries, as rows. */
export function selectEntryPage(db: Db, { userId, cursor, q, tag }: PageRequest): Promise<EntryRow[]> {
  const after = cursor ? [cursor.createdAt, cursor.id] : [];
  if (q === undefined && tag === undefined) return selectRows(db, cursor ? JOURNAL_PAGE_QUERIES.after : JOURNAL_PAGE_QUERIES.first, [userId, ...after]);
  const filterValues = [q === undefined ? '' : containsPattern(q), tag ?? ''];
  return selectRows(db, cursor ? JOURNAL_PAGE_QUERIES.filteredAfter : JOURNAL_PAGE_QUERIES.filteredFirst, [userId, ...after, ...filterValues]);
}

export async function findEntry(db: Db, key: EntryKey): Promise<EntryRow | null> {
  const [row] = await db.select(entryFields).from(journalEntries).where(oneLiveEntry(key));
  return row ? rowOf(row) : null;
}

export async function insertEntry(tx: Db, entry: CreateJournalEntryRequest & { userId: string; createdAt: string }): Promise<EntryRow> {
  const [row] = await tx
    .insert(journalEntries)
    .values({ ...entry, updatedAt: entry.createdAt })
    .returning(entryFields);
  if (!row) throw new Error('insert into journal_entries returned no row');
  return rowOf(row);
}

/**
 * Saves the edit form when the entry is still at `expectedUpdatedAt`; the new version is strictly after
 * the old one, even within one millisecond. Null when nothing matched (gone, or changed since).
 */
export async function updateEntryAtVersion(
  db: Db,
  key: EntryKey,
  change: { fields: CreateJournalEntryRequest; expectedUpdatedAt: string; now: string },
): Promise<EntryRow | null> {
  const [row] = await db
    .update(journalEntries)
    .set({ ...change.fields, updatedAt: sql`greatest(${change.now}::timestamptz, ${journalEntries.updatedAt} + interval '1 millisecond')` })
    .where(and(oneLiveEntry(key), eq(journalEntries.updatedAt, change.expectedUpdatedAt)))
    .returning(entryFields);
  return row ? rowOf(row) : null;
}

/** Hides the entry until `purgeDeletedEntries` removes it. False when there is no such live entry. */
export async function softDeleteEntry(db: Db, key: EntryKey, deletedAt: string): Promise<boolean> {
  const rows = await db.update(journalEntries).set({ deletedAt }).where(oneLiveEntry(key)).returning({ id: journalEntries.id });
  return rows.length > 0;
}

/** Brings back an entry deleted at or after `deletedSince`, with a new version. Null when there is none. */
export async function restoreEntry(db: Db, key: EntryKey, times: { deletedSince: string; now: string }): Promise<EntryRow | null> {
  const [row] = await db
    .update(journalEntries)
    .set({ deletedAt: null, updatedAt: sql`greatest(${times.now}::timestamptz, ${journalEntries.updatedAt} + interval '1 millisecond')` })
    .where(
      and(
        eq(journalEntries.id, key.id),
        eq(journalEntries.userId, key.userId),
        isNotNull(journalEntries.deletedAt),
        gte(journalEntries.deletedAt, times.deletedSince),
      ),
    )
    .returning(entryFields);
  return row ? rowOf(row) : null;
}

/** Removes for good, for every user, entries deleted before `deletedBefore` (their restore window has closed). */
export async function purgeDeletedEntries(db: Db, deletedBefore: string): Promise<number> {
  const rows = await db
    .delete(journalEntries)
    .where(and(isNotNull(journalEntries.deletedAt), lt(journalEntries.deletedAt, deletedBefore)))
    .returning({ id: journalEntries.id });
  return rows.length;
}

/** Each distinct tag (exact spelling) on the user's live entries, with how many entries carry it. */
export const JOURNAL_TAG_COUNTS: RowQuery = {
  name: 'journal_tag_counts',
  text: `select t.tag, count(*)::int from journal_entries e, unnest(e.tags) as t(tag)
    where e.user_id = $1 and e.deleted_at is null group by t.tag`,
};

export async function selectTagCounts(db: Db, userId: string): Promise<JournalTag[]> {
  const rows = await selectRows(db, JOURNAL_TAG_COUNTS, [userId]);
  return rows.map(([tag, count]) => ({ tag: String(tag), count: Number(count) }));
}

/** The moods of the user's live entries created at or after `since`: [created_at, mood] rows for the trend. */
export const JOURNAL_MOODS_SINCE: RowQuery = {
  name: 'journal_moods_since',
  text: `select created_at, mood from journal_entries where user_id = $1 and deleted_at is null and created_at >= $2::timestamptz`,
};

export function selectEntryMoodsSince(db: Db, { userId, since }: { userId: string; since: string }): Promise<unknown[][]> {
  return selectRows(db, JOURNAL_MOODS_SINCE, [userId, since]);
}
