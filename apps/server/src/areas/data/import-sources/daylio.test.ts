import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDaylio } from './daylio';
import { ImportFormatError } from './import-format-error';
import { fixtureFile, TEST_CONTEXT } from '../../../testing/import-fixtures';

const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

describe('readDaylio', () => {
  const batch = readDaylio([fixtureFile('daylio.csv')], TEST_CONTEXT);

  it("turns each entry into a mood check-in at its time on the person's clock", () => {
    expect(batch.format).toBe('daylio');
    expect(batch.moodLogs[0]).toEqual({
      id: expect.stringMatching(/^daylio:[0-9a-f]{24}:0$/),
      value: 10,
      notes: 'Dîner chez Zoé 🎉\nPasta, salad and "the" cake.\nHome by 11.',
      factors: ['family', 'cooking', 'movies / tv'],
      loggedAt: '2025-01-05T19:04:00.000Z',
      createdAt: '2025-01-05T19:04:00.000Z',
    });
    expect(batch.moodLogs.map(({ value, notes, factors, loggedAt }) => ({ value, notes, factors, loggedAt }))).toEqual([
      expect.objectContaining({ value: 10 }),
      { value: 5, notes: null, factors: [], loggedAt: '2025-01-05T07:20:00.000Z' },
      { value: 8, notes: 'Long day,\ntired.', factors: ['work', 'bad sleep'], loggedAt: '2025-01-04T22:30:00.000Z' },
      { value: 1, notes: 'New year\nFever 🤒\nStayed in & slept', factors: ['sick'], loggedAt: '2025-01-01T09:00:00.000Z' },
      { value: 5, notes: null, factors: [], loggedAt: '2025-01-05T07:20:00.000Z' },
    ]);
  });

  it('refuses a mood outside the five and a time it cannot read, naming the row', () => {
    expect(batch.refused).toEqual([
      { where: 'Row 5 of daylio.csv', rule: 'Mood "irritable" is not one of rad, good, meh, bad, awful' },
      { where: 'Row 6 of daylio.csv', rule: 'The time must be a time of day like 20:04 or 8:04 pm' },
    ]);
  });

  it('gives the same keys every time, and two identical entries two keys', () => {
    const again = readDaylio([fixtureFile('daylio.csv')], TEST_CONTEXT);
    expect(again.moodLogs.map((log) => log.id)).toEqual(batch.moodLogs.map((log) => log.id));
    expect(batch.moodLogs[4]!.id).toBe(batch.moodLogs[1]!.id.replace(/:0$/, ':1'));
  });

  it('reads 12-hour times around midnight and noon, and refuses a date that does not exist', () => {
    const rows = ['2025-03-01,,,12:30 am,RAD,,,', '2025-03-01,,,12:05 PM,awful,,,', '2025-02-29,,,10:00,bad,,,'];
    const read = readDaylio([{ name: 'daylio_export.csv', text: [HEADER, ...rows].join('\n') }], { ...TEST_CONTEXT, timeZone: 'UTC' });
    expect(read.moodLogs.map(({ value, loggedAt }) => [value, loggedAt])).toEqual([
      [10, '2025-03-01T00:30:00.000Z'],
      [1, '2025-03-01T12:05:00.000Z'],
    ]);
    expect(read.refused).toEqual([{ where: 'Row 4 of daylio_export.csv', rule: 'The date must be a real date in the form YYYY-MM-DD' }]);
  });

  it('refuses a file that is not a Daylio export', () => {
    expect(() => readDaylio([fixtureFile('todoist.csv')], TEST_CONTEXT)).toThrow(new ImportFormatError('todoist.csv is not a Daylio CSV export: its header has no full_date column'));
  });

  it('a note with commas, quotes, line breaks and emoji survives the CSV', () => {
    const unit = fc.oneof(fc.constantFrom(',', '"', '\n', '\r\n', ' ', '🎉', 'é', '|'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }));
    const note = fc.string({ unit, minLength: 1 }).filter((text) => !/[<&]/.test(text) && text.trim() !== '');
    fc.assert(
      fc.property(note, (text) => {
        const quoted = `"${text.replaceAll('"', '""')}"`;
        const read = readDaylio([{ name: 'daylio.csv', text: `${HEADER}\r\n2025-01-05,,,20:04,good,,,${quoted}\r\n` }], TEST_CONTEXT);
        expect(read.moodLogs[0]?.notes).toBe(text.replace(/\r\n?/g, '\n').trim());
      }),
    );
  });
});
