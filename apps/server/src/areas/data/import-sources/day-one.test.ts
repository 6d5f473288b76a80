import { describe, expect, it } from 'vitest';
import { dayOneText, readDayOne } from './day-one';
import { ImportFormatError } from './import-format-error';
import { fixtureFile, TEST_CONTEXT } from '../../../testing/import-fixtures';

const journal = (entries: unknown[]) => JSON.stringify({ metadata: { version: '1.0' }, entries });

describe('readDayOne', () => {
  const batch = readDayOne([fixtureFile('day-one/Journal.json', 'Export/Journal.json')], TEST_CONTEXT);

  it('turns each entry into a journal entry, its text without Day One escapes and photo references', () => {
    expect(batch.format).toBe('day-one');
    expect(batch.journalEntries[0]).toEqual({
      id: 'day-one:9F1C2B7E5D3A4E0F8B6C1D2E3F4A5B6C',
      content: "# Lisbon, day one\n\nWe walked up to the castle - tired but happy. Ate *pastéis de nata* 🥮!\n\nTomorrow: Sintra (if it doesn't rain).",
      mood: 5,
      tags: ['travel', 'café'],
      highlights: [],
      gratitude: [],
      createdAt: '2023-01-02T10:00:00.000Z',
      updatedAt: '2023-01-03T08:30:15.000Z',
    });
    expect(batch.journalEntries.slice(1).map(({ id, content, createdAt, updatedAt }) => ({ id, content, createdAt, updatedAt }))).toEqual([
      { id: 'day-one:1B2C3D4E5F60718293A4B5C6D7E8F901', content: 'Quiet evening, "reading" again.\nTwo chapters, maybe three.', createdAt: '2023-01-04T21:15:00.000Z', updatedAt: '2023-01-04T21:15:00.000Z' },
      { id: expect.stringMatching(/^day-one:[0-9a-f]{24}:0$/), content: 'No uuid here.\nSecond line #2.', createdAt: '2023-01-06T11:00:00.000Z', updatedAt: '2023-01-06T11:00:00.000Z' },
    ]);
  });

  it('refuses an entry with no text (a photo alone) and one without a readable creation date', () => {
    expect(batch.refused).toEqual([
      { where: 'Entry 3 of Journal.json', rule: 'A journal entry needs some text' },
      { where: 'Entry 4 of Journal.json', rule: 'The entry needs its creation date, a date and time like 2023-01-02T10:00:00Z' },
    ]);
  });

  it('gives the same keys every time, and two identical entries without uuid two keys', () => {
    const again = readDayOne([fixtureFile('day-one/Journal.json')], TEST_CONTEXT);
    expect(again.journalEntries.map((entry) => entry.id)).toEqual(batch.journalEntries.map((entry) => entry.id));
    const twice = readDayOne([{ name: 'Journal.json', text: journal([{ creationDate: '2024-05-01T08:00:00Z', text: 'Same' }, { creationDate: '2024-05-01T08:00:00Z', text: 'Same' }]) }], TEST_CONTEXT);
    const [first, second] = twice.journalEntries;
    expect(second!.id).toBe(first!.id.replace(/:0$/, ':1'));
  });

  it('reads every journal of the zip and ignores its other files', () => {
    const read = readDayOne(
      [
        fixtureFile('day-one/Journal.json', 'Journal.json'),
        { name: 'Travel.json', text: journal([{ uuid: 'T1', creationDate: '2024-05-01T08:00:00.250+02:00', text: 'Porto' }]) },
        { name: 'photos/readme.txt', text: 'not a journal' },
        { name: 'other.json', text: '{"entries": "no"}' },
      ],
      TEST_CONTEXT,
    );
    expect(read.journalEntries.map((entry) => entry.id).at(-1)).toBe('day-one:T1');
    expect(read.journalEntries.at(-1)!.createdAt).toBe('2024-05-01T06:00:00.250Z');
  });

  it('refuses an upload with no Day One journal', () => {
    expect(() => readDayOne([{ name: 'Journal.json', text: '{"entries": []}' }], TEST_CONTEXT)).toThrow(ImportFormatError);
    expect(() => readDayOne([{ name: 'Journal.json', text: '{ not json' }], TEST_CONTEXT)).toThrow(ImportFormatError);
    expect(() => readDayOne([fixtureFile('daylio.csv')], TEST_CONTEXT)).toThrow(ImportFormatError);
  });
});

describe('dayOneText', () => {
  it("undoes Day One's backslash escapes and drops its media references", () => {
    expect(dayOneText('1\\. Eggs \\- 12\\! \\(big\\) \\[x\\] \\*not bold\\* C:\\\\temp\r\n\r\n![](dayone-moment:/video/ABC)\n\n\nEnd')).toBe('1. Eggs - 12! (big) [x] *not bold* C:\\temp\n\nEnd');
  });
});
