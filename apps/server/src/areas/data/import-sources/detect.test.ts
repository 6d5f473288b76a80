import { describe, expect, it } from 'vitest';
import { readDaylio } from './daylio';
import { detectForeignFormat, readForeign } from './detect';
import { ImportFormatError } from './import-format-error';
import { fixtureFile, TEST_CONTEXT } from '../../../testing/import-fixtures';

const loopZip = () => [
  fixtureFile('loop/Habits.csv', 'Loop Habits CSV 2025-01-05/Habits.csv'),
  fixtureFile('loop/Checkmarks.csv', 'Loop Habits CSV 2025-01-05/Checkmarks.csv'),
  { name: 'Loop Habits CSV 2025-01-05/Scores.csv', text: 'Date,Méditer 🧘,\n2025-01-05,0.5123,\n' },
  { name: 'Loop Habits CSV 2025-01-05/001 Méditer/Checkmarks.csv', text: 'Date,Value,Notes\n2025-01-05,YES_MANUAL,\n' },
];

describe('detectForeignFormat', () => {
  it('tells each export apart by what its files hold', () => {
    expect(detectForeignFormat([fixtureFile('todoist.csv')])).toBe('todoist');
    expect(detectForeignFormat(loopZip())).toBe('loop');
    expect(detectForeignFormat([fixtureFile('daylio.csv')])).toBe('daylio');
    expect(detectForeignFormat([fixtureFile('day-one/Journal.json'), { name: 'photos/a.txt', text: 'x' }])).toBe('day-one');
  });

  it('looks at the content, not at the name alone', () => {
    expect(detectForeignFormat([fixtureFile('todoist.csv', 'my tasks.txt')])).toBe('todoist');
    expect(detectForeignFormat([fixtureFile('day-one/Journal.json', 'journal-export')])).toBe('day-one');
    expect(detectForeignFormat([{ name: 'Habits.csv', text: 'Habit,Done\nRun,yes\n' }])).toBeNull();
    expect(detectForeignFormat([{ name: 'daylio.csv', text: 'date,feeling\n2025-01-01,ok\n' }])).toBeNull();
    expect(detectForeignFormat([{ name: 'Journal.json', text: '{"entries": []}' }])).toBeNull();
    expect(detectForeignFormat([{ name: 'broken.csv', text: '"never closed\n' }])).toBeNull();
  });
});

describe('readForeign', () => {
  it('reads an upload with the source of its format', () => {
    expect(readForeign('daylio', [fixtureFile('daylio.csv')], TEST_CONTEXT)).toEqual(readDaylio([fixtureFile('daylio.csv')], TEST_CONTEXT));
    expect(readForeign('loop', loopZip(), TEST_CONTEXT).habits).toHaveLength(5);
    expect(readForeign('day-one', [fixtureFile('day-one/Journal.json', 'journal-export')], TEST_CONTEXT).journalEntries).toHaveLength(3);
  });

  it('refuses a file of another format', () => {
    expect(() => readForeign('todoist', [fixtureFile('daylio.csv')], TEST_CONTEXT)).toThrow(ImportFormatError);
    expect(() => readForeign('daylio', [fixtureFile('loop/Habits.csv')], TEST_CONTEXT)).toThrow(ImportFormatError);
    expect(() => readForeign('loop', [fixtureFile('todoist.csv')], TEST_CONTEXT)).toThrow(ImportFormatError);
    expect(() => readForeign('day-one', [fixtureFile('todoist.csv')], TEST_CONTEXT)).toThrow(ImportFormatError);
  });
});
