import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_COUNT_KEYS, importCountParts, importSentence, noImportCounts, type ImportCounts } from './import-summary';

describe('the import preview sentence (docs/product/data.md "Import")', () => {
  it('names what will be added, in the order of the screens, with thousands separated', () => {
    const counts = { ...noImportCounts(), tasks: 142, journalEntries: 380, habits: 6, habitCompletions: 1204 };
    expect(importSentence(counts, 'will be added')).toBe('142 tasks, 380 journal entries and 6 habits with 1,204 completions will be added.');
    expect(importSentence(counts, 'added')).toBe('Imported 142 tasks, 380 journal entries and 6 habits with 1,204 completions.');
  });

  it('speaks of one row in the singular and says nothing when nothing is added', () => {
    expect(importSentence({ ...noImportCounts(), moodLogs: 1 }, 'will be added')).toBe('1 mood will be added.');
    expect(importSentence({ ...noImportCounts(), habitCompletions: 3 }, 'will be added')).toBe('3 habit completions will be added.');
    expect(importSentence(noImportCounts(), 'will be added')).toBeNull();
  });

  it('counts every row once: the numbers in the sentence add up to the total (property)', () => {
    const counts = fc.record(Object.fromEntries(IMPORT_COUNT_KEYS.map((key) => [key, fc.nat({ max: 5000 })])) as Record<keyof ImportCounts, fc.Arbitrary<number>>);
    fc.assert(
      fc.property(counts, (c) => {
        const numbers = importCountParts(c).join(' ').match(/[\d,]+/g)?.map((s) => Number(s.replace(/,/g, ''))) ?? [];
        expect(numbers.reduce((a, b) => a + b, 0)).toBe(IMPORT_COUNT_KEYS.reduce((sum, key) => sum + c[key], 0));
      }),
    );
  });
});
