import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeJournalCursor, encodeJournalCursor } from './journal-cursor';
import { groupByDay } from './journal-days';
import { tagKey } from './journal-items';
import { mergeTagCounts } from './journal-tags';

describe('page cursors (docs/product/journal.md "Pages")', () => {
  it('read back what they were written from (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), fc.uuid(), (date, id) => {
        const cursor = { createdAt: date.toISOString(), id };
        expect(decodeJournalCursor(encodeJournalCursor(cursor))).toEqual({ ...cursor, id: id.toLowerCase() });
      }),
    );
  });

  it('refuse anything else', () => {
    const id = '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11';
    for (const text of ['', 'abc', `2026-02-30T10:00:00.000Z_${id}`, `2026-03-01T10:00:00Z_${id}`, `2026-03-01T10:00:00.000Z_not-a-uuid`, `2026-03-01T10:00:00.000Z ${id}`, `x2026-03-01T10:00:00.000Z_${id}`]) {
      expect(decodeJournalCursor(text), text).toBeNull();
    }
  });
});

describe('tag chips (docs/product/journal.md "Search and tag filter")', () => {
  it('merge spellings of one tag, name it as most entries do, most used first', () => {
    expect(
      mergeTagCounts([
        { tag: 'work', count: 3 },
        { tag: 'Work', count: 5 },
        { tag: 'family', count: 2 },
        { tag: 'Books', count: 8 },
        { tag: 'art', count: 8 },
      ]),
    ).toEqual([
      { tag: 'Books', count: 8 },
      { tag: 'Work', count: 8 },
      { tag: 'art', count: 8 },
      { tag: 'family', count: 2 },
    ]);
  });

  it('keep every count, list each tag once, and do not depend on the order of the rows (property)', () => {
    const row = fc.record({ tag: fc.constantFrom('work', 'Work', 'WORK', 'home', 'Home', 'café', 'Café', 'z'), count: fc.integer({ min: 1, max: 20 }) });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.tag, maxLength: 8 }), (rows) => {
        const chips = mergeTagCounts(rows);
        expect(new Set(chips.map((chip) => tagKey(chip.tag))).size).toBe(chips.length);
        expect(chips.reduce((sum, chip) => sum + chip.count, 0)).toBe(rows.reduce((sum, r) => sum + r.count, 0));
        for (let i = 1; i < chips.length; i += 1) expect(chips[i - 1]!.count).toBeGreaterThanOrEqual(chips[i]!.count);
        expect(mergeTagCounts([...rows].reverse())).toEqual(chips);
      }),
    );
  });
});

describe('grouping by day (docs/product/journal.md "Days")', () => {
  it('makes one group per run of the same date, and loses or reorders nothing (property)', () => {
    const entry = fc.record({ id: fc.nat(), date: fc.constantFrom('2026-03-10', '2026-03-09', '2026-03-07', '2025-12-31') });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (list) => {
        const sorted = [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
        const groups = groupByDay(sorted);
        expect(groups.flatMap((group) => group.entries)).toEqual(sorted);
        expect(new Set(groups.map((group) => group.date)).size).toBe(groups.length);
        for (const group of groups) for (const item of group.entries) expect(item.date).toBe(group.date);
      }),
    );
  });
});
