import type { JournalEntry } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeEntry, upsertEntry, type JournalPages } from './journal-cache';

// Few ids and times, so runs often replace an entry and tie on a creation time.
const entry: fc.Arbitrary<JournalEntry> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'),
  date: fc.constantFrom('2026-03-10', '2026-03-09'),
  content: fc.string({ maxLength: 6 }),
  mood: fc.integer({ min: 1, max: 10 }),
  tags: fc.constant([]),
  highlights: fc.constant([]),
  gratitude: fc.constant([]),
  createdAt: fc.constantFrom('2026-03-10T08:00:00.000Z', '2026-03-10T09:00:00.000Z', '2026-03-09T08:00:00.000Z'),
  updatedAt: fc.constant('2026-03-10T10:00:00.000Z'),
});

const newestFirst = (a: JournalEntry, b: JournalEntry) => (a.createdAt !== b.createdAt ? (a.createdAt > b.createdAt ? -1 : 1) : a.id > b.id ? -1 : a.id < b.id ? 1 : 0);

/** Every entry loaded, in pages of `size`. */
function pagesOf(list: JournalEntry[], size: number): JournalPages {
  const pages = [];
  for (let start = 0; start < Math.max(list.length, 1); start += size) {
    const entries = list.slice(start, start + size);
    // As the server counts: each day on the page, with every entry of that day in the whole list.
    const dayCounts = [...new Set(entries.map((e) => e.date))].map((date) => ({ date, count: list.filter((e) => e.date === date).length }));
    pages.push({ entries, nextCursor: start + size < list.length ? 'more' : null, dayCounts });
  }
  return { pages, pageParams: pages.map((_, index) => (index === 0 ? null : 'more')) };
}

describe('the cached journal after a change this tab made (docs/product/journal.md "Pages")', () => {
  it('holds each entry once, at its latest version, newest first, when every page is loaded (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 5 }), fc.array(entry, { maxLength: 12 }), fc.integer({ min: 1, max: 3 }), (initial, changes, size) => {
        let data = pagesOf([...initial].sort(newestFirst), size);
        const latest = new Map(initial.map((e) => [e.id, e]));
        for (const change of changes) {
          // An edit may move the entry to another date and time (docs/product/journal.md "Back-dating").
          const saved = change;
          data = upsertEntry(data, saved);
          latest.set(saved.id, saved);
        }
        const flat = data.pages.flatMap((page) => page.entries);
        expect(flat).toEqual([...latest.values()].sort(newestFirst));
      }),
    );
  });

  it('keeps each day\'s count in all right after entries of it are added and removed (property; docs/product/journal.md "Days")', () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 7 }), fc.integer({ min: 1, max: 3 }), fc.array(fc.nat(6), { maxLength: 4 }), (all, size, removals) => {
        const sorted = [...all].sort(newestFirst);
        const [first, ...rest] = sorted;
        let data = pagesOf(rest, size);
        if (first) data = upsertEntry(data, first);
        const left = [...sorted];
        for (const index of removals) {
          const gone = left[index];
          if (!gone) continue;
          data = removeEntry(data, gone.id);
          left.splice(index, 1);
        }
        for (const page of data.pages) {
          for (const { date, count } of page.dayCounts) {
            if (page.entries.some((e) => e.date === date)) expect(count, date).toBe(left.filter((e) => e.date === date).length);
          }
        }
      }),
    );
  });

  it('an edit that moves an entry to an earlier day moves it and both days\' counts (docs/product/journal.md "Back-dating")', () => {
    const list = [
      { id: 'c', date: '2026-03-10', createdAt: '2026-03-10T09:00:00.000Z' },
      { id: 'b', date: '2026-03-10', createdAt: '2026-03-10T08:00:00.000Z' },
      { id: 'a', date: '2026-03-08', createdAt: '2026-03-08T09:00:00.000Z' },
    ] as JournalEntry[];
    const data = upsertEntry(pagesOf(list, 2), { id: 'c', date: '2026-03-09', createdAt: '2026-03-09T20:30:00.000Z' } as JournalEntry);
    expect(data.pages.flatMap((page) => page.entries.map((e) => e.id))).toEqual(['b', 'c', 'a']);
    const counts = new Map(data.pages.flatMap((page) => page.dayCounts.map((day) => [day.date, day.count] as const)));
    expect(counts.get('2026-03-10')).toBe(1);
    expect(counts.get('2026-03-09')).toBe(1);
    expect(counts.get('2026-03-08')).toBe(1);
  });

  it('does not show an entry that belongs to a page not loaded yet', () => {
    const loaded = pagesOf([{ id: 'b', createdAt: '2026-03-10T09:00:00.000Z' } as JournalEntry], 1);
    loaded.pages[0]!.nextCursor = 'more';
    const older = { id: 'a', createdAt: '2026-03-01T09:00:00.000Z' } as JournalEntry;
    expect(upsertEntry(loaded, older)).toBe(loaded);
  });

  it('removes an entry from whichever page holds it', () => {
    const list = [{ id: 'b', createdAt: '2026-03-10T09:00:00.000Z' }, { id: 'a', createdAt: '2026-03-09T09:00:00.000Z' }] as JournalEntry[];
    const data = removeEntry(pagesOf(list, 1), 'a');
    expect(data.pages.map((page) => page.entries.map((e) => e.id))).toEqual([['b'], []]);
  });
});
