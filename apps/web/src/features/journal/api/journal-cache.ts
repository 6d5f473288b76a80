import type { JournalEntry, JournalPage } from '@cadence/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { isUnfiltered, journalKeys, moodKeys, type JournalFilters } from './journal-keys';

// The journal's cached pages after a change this tab made (docs/product/journal.md "Pages"): the
// plain list is updated in place, so nothing jumps and no page is fetched again; filtered lists and
// the tag chips are refetched, since the change may move an entry in or out of them.

export type JournalPages = InfiniteData<JournalPage, string | null>;

/** Newest first, then by id: the server's order. */
function isBefore(a: JournalEntry, b: JournalEntry): boolean {
  return a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);
}

/**
 * docs/product/journal.md "Days": a day's count in all, moved by `change` on every page that carries the
 * day; a day no page carries yet is added to page `at` (an entry of a new day).
 */
function withDayCount(pages: JournalPage[], date: string, change: number, at: number): JournalPage[] {
  const carried = pages.some((page) => page.dayCounts.some((day) => day.date === date));
  return pages.map((page, index) => {
    if (carried) return { ...page, dayCounts: page.dayCounts.map((day) => (day.date === date ? { date, count: Math.max(0, day.count + change) } : day)) };
    return index === at && change > 0 ? { ...page, dayCounts: [...page.dayCounts, { date, count: change }] } : page;
  });
}

/**
 * The pages with `entry` in its place: replaced where it is, or put where it sorts among the loaded entries.
 * An entry moved to another date and time (docs/product/journal.md "Back-dating") leaves its old place and
 * day count and takes its new ones.
 */
export function upsertEntry(data: JournalPages, entry: JournalEntry): JournalPages {
  const at = data.pages.findIndex((page) => page.entries.some((item) => item.id === entry.id));
  const held = at === -1 ? undefined : data.pages[at]!.entries.find((item) => item.id === entry.id)!;
  if (held && (held.createdAt !== entry.createdAt || held.date !== entry.date)) return upsertEntry(removeEntry(data, entry.id), entry);
  if (at !== -1) {
    return { ...data, pages: data.pages.map((page, index) => (index === at ? { ...page, entries: page.entries.map((item) => (item.id === entry.id ? entry : item)) } : page)) };
  }
  // Put it in the first page whose last entry sorts after it (a page emptied by a move holds no place); past every
  // loaded entry it belongs to a page not loaded yet, or to the last page when there is none.
  const pageIndex = data.pages.findIndex((page) => page.entries.length > 0 && !isBefore(page.entries.at(-1)!, entry));
  const target = pageIndex === -1 && data.pages.at(-1)?.nextCursor === null ? data.pages.length - 1 : pageIndex;
  if (target === -1) return data;
  const pages = data.pages.map((page, index) => {
    if (index !== target) return page;
    const entries = [...page.entries];
    const position = entries.findIndex((item) => isBefore(entry, item));
    entries.splice(position === -1 ? entries.length : position, 0, entry);
    return { ...page, entries };
  });
  return { ...data, pages: withDayCount(pages, entry.date, 1, target) };
}

export function removeEntry(data: JournalPages, id: string): JournalPages {
  const removed = data.pages.flatMap((page) => page.entries).find((item) => item.id === id);
  if (!removed) return data;
  const pages = data.pages.map((page) => (page.entries.some((item) => item.id === id) ? { ...page, entries: page.entries.filter((item) => item.id !== id) } : page));
  return { ...data, pages: withDayCount(pages, removed.date, -1, -1) };
}

/** After a saved create, edit or restore: the plain list gets the entry; everything that may differ is refetched. */
export function entrySaved(queryClient: QueryClient, entry: JournalEntry): Promise<unknown> {
  queryClient.setQueriesData<JournalPages>({ queryKey: journalKeys.lists(), predicate: (query) => isUnfiltered(query.queryKey[2] as JournalFilters) }, (data) => (data ? upsertEntry(data, entry) : data));
  return refreshAround(queryClient);
}

/** The filtered lists, the tag chips, the months, 'On this day' and the mood trend (entries' moods are in it). */
export function refreshAround(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: journalKeys.lists(), predicate: (query) => !isUnfiltered(query.queryKey[2] as JournalFilters) }),
    queryClient.invalidateQueries({ queryKey: journalKeys.tags() }),
    queryClient.invalidateQueries({ queryKey: journalKeys.months() }),
    queryClient.invalidateQueries({ queryKey: journalKeys.onThisDay() }),
    queryClient.invalidateQueries({ queryKey: moodKeys.trend() }),
  ]);
}
