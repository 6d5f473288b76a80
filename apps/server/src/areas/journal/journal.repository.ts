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
/**
 * `pattern`: an ILIKE pattern or ''; `tag`: a tag (matched in any case) or ''; `from` and `to`: the
 * bounds of a month (docs/product/journal.md "Months and on this day"), or -infinity and infinity. Only
 * the filtered statements carry them.
 */
const filters = (pattern: string, tag: string, from: string, to: string) => `(${pattern} = '' or content ilike ${pattern} or exists (select 1 from unnest(tags) as t(tag) where t.tag ilike ${pattern}))
  and (${tag} = '' or exists (select 1 from unnest(tags) as t(tag) where lower(t.tag) = lower(${tag})))
  and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz`;
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
  filteredFirst: { name: 'journal_page_filtered_month', text: `select ${ENTRY_COLUMNS} from journal_entries where ${LIVE} and ${filters('$2', '$3', '$4', '$5')} ${ORDER}` },
  filteredAfter: { name: 'journal_page_filtered_month_after', text: `select ${ENTRY_COLUMNS} from journal_entries where ${LIVE} and ${AFTER} and ${filters('$4', '$5', '$6', '$7')} ${ORDER}` },
} satisfies Record<string, RowQuery>;

/** A search as an ILIKE pattern: the text anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface PageFilters {
  q?: string | undefined;
  tag?: string | undefined;
  /** The UTC bounds [from, to) of a local month. */
  within?: { from: string; to: string } | undefined;
}

export interface PageRequest extends PageFilters {
  userId: string;
  cursor?: JournalCursor | undefined;
}

const isFiltered = ({ q, tag, within }: PageFilters) => q !== undefined || tag !== undefined || within !== undefined;
const filterValues = ({ q, tag, within }: PageFilters) => [q === undefined ? '' : containsPattern(q), tag ?? '', within?.from ?? '-infinity', within?.to ?? 'infinity'];

/** Up to a page and one more of the user's live entries, as rows. */
export function selectEntryPage(db: Db, { userId, cursor, ...filtersGiven }: PageRequest): Promise<EntryRow[]> {
  const after = cursor ? [cursor.createdAt, cursor.id] : [];
  if (!isFiltered(filtersGiven)) return selectRows(db, cursor ? JOURNAL_PAGE_QUERIES.after : JOURNAL_PAGE_QUERIES.first, [userId, ...after]);
  return selectRows(db, cursor ? JOURNAL_PAGE_QUERIES.filteredAfter : JOURNAL_PAGE_QUERIES.filteredFirst, [userId, ...after, ...filterValues(filtersGiven)]);
}

/**
 * How many entries (that match the filters) fall between consecutive instants — the starts of local days
 * (docs/product/journal.md "Days") or months ("Months and on this day") and the end of the last — as a
 * map from bucket (1 for the first) to count. The zone is applied in Node, never in the database.
 */
export const JOURNAL_COUNTS_BETWEEN = {
  plain: { name: 'journal_counts_between', text: `select width_bucket(created_at, $2::timestamptz[]), count(*)::int from journal_entries where ${LIVE} and created_at >= $3::timestamptz and created_at < $4::timestamptz group by 1` },
  filtered: {
    name: 'journal_counts_between_filtered',
    text: `select width_bucket(created_at, $2::timestamptz[]), count(*)::int from journal_entries where ${LIVE} and created_at >= $3::timestamptz and created_at < $4::timestamptz and ${filters('$5', '$6', '$7', '$8')} group by 1`,
  },
} satisfies Record<string, RowQuery>;

export async function countEntriesBetween(db: Db, { userId, starts, ...filtersGiven }: PageFilters & { userId: string; starts: string[] }): Promise<Map<number, number>> {
  const bounds = [`{${starts.join(',')}}`, starts[0]!, starts.at(-1)!];
  const rows = isFiltered(filtersGiven)
    ? await selectRows(db, JOURNAL_COUNTS_BETWEEN.filtered, [userId, ...bounds, ...filterValues(filtersGiven)])
    : await selectRows(db, JOURNAL_COUNTS_BETWEEN.plain, [userId, ...bounds]);
  return new Map(rows.map(([bucket, count]) => [Number(bucket), Number(count)]));
}

/** When the user's first live entry was written, or null. */
export async function firstEntryAt(db: Db, userId: string): Promise<string | null> {
  const [row] = await selectRows(db, { name: 'journal_first_entry', text: `select min(created_at) from journal_entries where ${LIVE}` }, [userId]);
  return row?.[0] === null || row?.[0] === undefined ? null : String(row[0]);
}

/**
 * docs/product/journal.md "Months and on this day": the live entries of each [from, to) range, at most
 * `perRange` each, newest first, as [range number (from 1), ...entry row].
 */
export const JOURNAL_ENTRIES_IN_RANGES: RowQuery = {
  name: 'journal_entries_in_ranges',
  text: `select r.i, e.* from unnest($2::timestamptz[], $3::timestamptz[]) with ordinality as r(f, t, i)
    cross join lateral (select ${ENTRY_COLUMNS} from journal_entries where ${LIVE} and created_at >= r.f and created_at < r.t order by created_at desc, id desc limit $4) e
    order by r.i, e.created_at desc, e.id desc`,
};

export function selectEntriesInRanges(db: Db, { userId, ranges, perRange }: { userId: string; ranges: Array<{ from: string; to: string }>; perRange: number }): Promise<unknown[][]> {
  return selectRows(db, JOURNAL_ENTRIES_IN_RANGES, [userId, `{${ranges.map((r) => r.from).join(',')}}`, `{${ranges.map((r) => r.to).join(',')}}`, perRange]);
}

export async function findEntry(db: Db, key: EntryKey): Promise<EntryRow | null> {
  const [row] = await db.select(entryFields).from(journalEntries).where(oneLiveEntry(key));
  return row ? rowOf(row) : null;
}

/** The new entry, or null when the id the client chose is taken (by anyone: nothing more is said). */
export async function insertEntry(tx: Db, entry: Omit<CreateJournalEntryRequest, 'createdAt'> & { userId: string; createdAt: string; updatedAt: string }): Promise<EntryRow | null> {
  const [row] = await tx
    .insert(journalEntries)
    .values(entry)
    .onConflictDoNothing({ target: journalEntries.id })
    .returning(entryFields);
  return row ? rowOf(row) : null;
}

/**
 * Saves the edit form when the entry is still at `expectedUpdatedAt`; the new version is strictly after
 * the old one, even within one millisecond. A createdAt moves the entry (docs/product/journal.md
 * "Back-dating"); without one it keeps its time. Null when nothing matched (gone, or changed since).
 */
export async function updateEntryAtVersion(
  db: Db,
  key: EntryKey,
  change: { fields: Omit<CreateJournalEntryRequest, 'id' | 'createdAt'> & { createdAt?: string }; expectedUpdatedAt: string; now: string },
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
