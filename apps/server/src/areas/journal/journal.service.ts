import {
  JOURNAL_MESSAGES,
  JOURNAL_PAGE_SIZE,
  daysBetween,
  localDaysBounds,
  monthDates,
  startsOfLocalDays,
  type JournalDayCount,
  JOURNAL_RESTORE_WINDOW_MS,
  encodeJournalCursor,
  isWrittenInFuture,
  mergeTagCounts,
  type CreateJournalEntryRequest,
  type JournalEntry,
  type JournalListQuery,
  type JournalTag,
  type UpdateJournalEntryRequest,
} from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { announce, inTransaction } from '../../context/unit-of-work';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { AppError } from '../../http/app-error';
import { assertEntryId, entryNotFound } from './journal-guards';
import { journalEntryJson, journalEntryOf } from './journal-json';
import { localDateOfIso } from './journal-local-date';
import * as journalRepository from './journal.repository';

// The journal's rules (docs/product/journal.md). Entries are private: events name the entry, never
// its text (docs/architecture.md "Live sync").

/**
 * One page of the user's journal as the JSON text of a JournalPage (the fast list path): newest
 * first, from after `cursor`, narrowed by the search and the tag.
 */
export async function listEntriesJson(ctx: AreaContext, actor: Actor, query: JournalListQuery): Promise<string> {
  const { month, cursor, q, tag } = query;
  const filters = { q, tag, within: month === undefined ? undefined : monthBounds(month, actor.timeZone) };
  const rows = await journalRepository.selectEntryPage(ctx.db, { userId: actor.userId, cursor, ...filters });
  const page = rows.length > JOURNAL_PAGE_SIZE ? rows.slice(0, JOURNAL_PAGE_SIZE) : rows;
  const last = page.at(-1);
  const nextCursor = rows.length > JOURNAL_PAGE_SIZE && last ? `"${encodeJournalCursor({ createdAt: toIsoTimestamp(String(last[6])), id: String(last[0]) })}"` : 'null';
  let entries = '';
  const dates: string[] = [];
  for (let index = 0; index < page.length; index += 1) {
    entries += (index === 0 ? '' : ',') + journalEntryJson(page[index]!, actor.timeZone);
    dates.push(localDateOfIso(toIsoTimestamp(String(page[index]![6])), actor.timeZone));
  }
  const counts = await dayCountsOf(ctx, actor, dates, filters);
  return `{"entries":[${entries}],"nextCursor":${nextCursor},"dayCounts":[${counts.map(({ date, count }) => `{"date":"${date}","count":${count}}`).join(',')}]}`;
}

/** The UTC bounds of a local month in the person's zone. */
function monthBounds(month: string, timeZone: string): { from: string; to: string } {
  const { first, last } = monthDates(month);
  return localDaysBounds(first, last, timeZone);
}

/**
 * docs/product/journal.md "Days": each day on the page with how many entries it has in all (those that
 * match the search and filters), not only the ones loaded; one grouped count over the page's days.
 */
async function dayCountsOf(ctx: AreaContext, actor: Actor, dates: readonly string[], filters: journalRepository.PageFilters): Promise<JournalDayCount[]> {
  if (dates.length === 0) return [];
  const shown = [...new Set(dates)];
  const first = shown.at(-1)!;
  const last = shown[0]!;
  const starts = startsOfLocalDays(first, last, actor.timeZone).map((ms) => new Date(ms).toISOString());
  const counts = await journalRepository.countEntriesBetween(ctx.db, { userId: actor.userId, starts, ...filters });
  return shown.map((date) => ({ date, count: counts.get(daysBetween(first, date) + 1) ?? 0 }));
}

export async function getEntry(ctx: AreaContext, actor: Actor, id: string): Promise<JournalEntry> {
  assertEntryId(id);
  const row = await journalRepository.findEntry(ctx.db, { userId: actor.userId, id });
  if (!row) throw entryNotFound();
  return journalEntryOf(row, actor.timeZone);
}

/**
 * docs/product/journal.md "Back-dating": an entry may be dated earlier, never later than now (a phone's
 * clock a little fast is allowed, JOURNAL_CLOCK_SKEW_MS).
 */
function assertNotInFuture(createdAt: string | undefined, now: Date): void {
  if (createdAt !== undefined && isWrittenInFuture(createdAt, now)) {
    throw new AppError('VALIDATION', JOURNAL_MESSAGES.createdAtInFuture, { fields: { createdAt: JOURNAL_MESSAGES.createdAtInFuture } });
  }
}

export async function createEntry(ctx: AreaContext, actor: Actor, input: CreateJournalEntryRequest): Promise<JournalEntry> {
  const now = ctx.clock.now();
  const { createdAt, ...fields } = input;
  assertNotInFuture(createdAt, now);
  return inTransaction(ctx, actor, async (unit) => {
    const written = createdAt === undefined ? now.toISOString() : new Date(createdAt).toISOString();
    const row = await journalRepository.insertEntry(unit.tx, { ...fields, userId: actor.userId, createdAt: written, updatedAt: now.toISOString() });
    // A client-chosen id in use (docs/product/offline.md): a repeat of the create is answered by its key before this.
    if (!row) throw new AppError('CONFLICT', JOURNAL_MESSAGES.entryIdTaken);
    const entry = journalEntryOf(row, actor.timeZone);
    unit.announce({ area: 'journal', kind: 'created', id: entry.id, version: entry.updatedAt });
    return entry;
  });
}

/** The edit was saved, or the entry changed since the form opened and here it is as it is now. */
export type EntryEditResult = { kind: 'saved'; entry: JournalEntry } | { kind: 'stale'; entry: JournalEntry };

/**
 * docs/product/journal.md "Edits from two places": the save applies only to the version the form
 * was opened with; otherwise nothing changes and the answer carries the current entry.
 */
export async function editEntry(ctx: AreaContext, actor: Actor, id: string, input: UpdateJournalEntryRequest): Promise<EntryEditResult> {
  assertEntryId(id);
  const now = ctx.clock.now();
  const { expectedUpdatedAt, createdAt, ...rest } = input;
  // docs/product/journal.md "Back-dating": an edit may move the entry to another date and time; left out, it keeps its own.
  assertNotInFuture(createdAt, now);
  const fields = createdAt === undefined ? rest : { ...rest, createdAt: new Date(createdAt).toISOString() };
  const key = { userId: actor.userId, id };
  return inTransaction(ctx, actor, async (unit) => {
    const row = await journalRepository.updateEntryAtVersion(unit.tx, key, { fields, expectedUpdatedAt, now: now.toISOString() });
    if (!row) {
      const current = await journalRepository.findEntry(unit.tx, key);
      if (!current) throw entryNotFound();
      return { kind: 'stale', entry: journalEntryOf(current, actor.timeZone) };
    }
    const entry = journalEntryOf(row, actor.timeZone);
    unit.announce({ area: 'journal', kind: 'updated', id, version: entry.updatedAt });
    return { kind: 'saved', entry };
  });
}

/**
 * docs/product/journal.md "Delete and undo": the entry is hidden at once and restorable for the
 * window, then purged. Each delete also purges every entry whose window has closed.
 */
export async function deleteEntry(ctx: AreaContext, actor: Actor, id: string): Promise<void> {
  assertEntryId(id);
  const now = ctx.clock.now();
  // In a unit of work, so a token's delete is logged and undoable (docs/product/access.md "Activity log").
  const deleted = await inTransaction(ctx, actor, ({ tx }) => journalRepository.softDeleteEntry(tx, { userId: actor.userId, id }, now.toISOString()));
  if (!deleted) throw entryNotFound();
  announce(ctx, actor, { area: 'journal', kind: 'deleted', id });
  await journalRepository.purgeDeletedEntries(ctx.db, restoreWindowStart(now));
}

/** The toast's Undo: the entry comes back as it was, with a new version. */
export async function restoreEntry(ctx: AreaContext, actor: Actor, id: string): Promise<JournalEntry> {
  assertEntryId(id);
  const now = ctx.clock.now();
  const row = await inTransaction(ctx, actor, ({ tx }) => journalRepository.restoreEntry(tx, { userId: actor.userId, id }, { deletedSince: restoreWindowStart(now), now: now.toISOString() }));
  if (!row) throw entryNotFound();
  await journalRepository.purgeDeletedEntries(ctx.db, restoreWindowStart(now));
  const entry = journalEntryOf(row, actor.timeZone);
  announce(ctx, actor, { area: 'journal', kind: 'created', id, version: entry.updatedAt });
  return entry;
}

/** The filter chips: every tag on the user's live entries, once whatever its case, most used first. */
export async function listTags(ctx: AreaContext, actor: Actor): Promise<JournalTag[]> {
  return mergeTagCounts(await journalRepository.selectTagCounts(ctx.db, actor.userId));
}

function restoreWindowStart(now: Date): string {
  return new Date(now.getTime() - JOURNAL_RESTORE_WINDOW_MS).toISOString();
}
