import { describe, expect, it } from 'vitest';
import { ImportFormatError } from './import-format-error';
import { fixtureFile, TEST_CONTEXT } from '../../../testing/import-fixtures';
import { readTodoist } from './todoist';
import { todoistDueDate } from './todoist-dates';

const HEADER = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE';

describe('readTodoist', () => {
  const batch = readTodoist([fixtureFile('todoist.csv')], TEST_CONTEXT);

  it('turns each task row into a task, a note into more of the description above', () => {
    expect(batch.format).toBe('todoist');
    expect(batch.tasks[0]).toEqual({
      id: expect.stringMatching(/^todoist:[0-9a-f]{24}:0$/),
      title: 'Call the plumber, then the bank @errands',
      description: 'Ask about the "blue" pipe\nand the boiler',
      priority: 'high',
      dueDate: '2025-01-15',
      dueTime: null,
      reminder: null,
      category: null,
      status: 'not_started',
      estimatedMinutes: 30,
      habitId: null,
      goalId: null,
      checklist: [],
      repeat: null,
      seriesId: null,
      occurrence: null,
      completedAt: null,
      createdAt: TEST_CONTEXT.now,
      updatedAt: TEST_CONTEXT.now,
    });
    expect(batch.tasks[1]).toMatchObject({ title: 'Buy café crème ☕', description: 'Get the fair-trade one', priority: 'low', dueDate: null, estimatedMinutes: null });
  });

  it('skips sections, meta rows and blank rows; keeps recurring tasks without a due date', () => {
    expect(batch.tasks.map(({ title, dueDate }) => [title, dueDate])).toEqual([
      ['Call the plumber, then the bank @errands', '2025-01-15'],
      ['Buy café crème ☕', null],
      ['Water the ferns 🌿', null],
      ['Read [the manual](https://example.com/manual)', '2025-01-20'],
      ['Water the ferns 🌿', null],
      ['File taxes', '2025-04-15'],
    ]);
  });

  it('refuses a task row with no title, naming its row', () => {
    expect(batch.refused).toEqual([{ where: 'Row 10 of todoist.csv', rule: 'A task needs a title' }]);
  });

  it('reads an estimate only from a duration in minutes', () => {
    expect(batch.tasks.map((task) => task.estimatedMinutes)).toEqual([30, null, 15, null, 15, null]);
  });

  it('gives the same keys every time, and two identical rows two keys', () => {
    const again = readTodoist([fixtureFile('todoist.csv')], TEST_CONTEXT);
    expect(again.tasks.map((task) => task.id)).toEqual(batch.tasks.map((task) => task.id));
    const [first, second] = batch.tasks.filter((task) => task.title === 'Water the ferns 🌿');
    expect(first!.id).toMatch(/:0$/);
    expect(second!.id).toBe(first!.id.replace(/:0$/, ':1'));
  });

  it('keeps the same task of two projects (files) apart', () => {
    const row = 'task,Call mom,,4,1,,,,en,';
    const both = readTodoist([{ name: 'Home.csv', text: `${HEADER}\n${row}\n` }, { name: 'Work.csv', text: `${HEADER}\n${row}\n` }], TEST_CONTEXT);
    expect(new Set(both.tasks.map((task) => task.id)).size).toBe(2);
  });

  it("maps Todoist's p1 (PRIORITY 1, or empty) to high, p2 and p3 to medium, p4 to low", () => {
    const rows = ['1', '2', '3', '4', '', '7'].map((priority, index) => `task,Task ${index},,${priority},1,,,,,`);
    const read = readTodoist([{ name: 'p.csv', text: [HEADER, ...rows].join('\n') }], TEST_CONTEXT);
    expect(read.tasks.map((task) => task.priority)).toEqual(['high', 'medium', 'medium', 'low', 'high', 'low']);
  });

  it('refuses a file that is not a Todoist export', () => {
    expect(() => readTodoist([{ name: 'x/notes.csv', text: 'TYPE,TITLE\ntask,Hello\n' }], TEST_CONTEXT)).toThrow(
      new ImportFormatError('notes.csv is not a Todoist CSV export: its header has no CONTENT column'),
    );
    expect(() => readTodoist([fixtureFile('daylio.csv')], TEST_CONTEXT)).toThrow(ImportFormatError);
  });
});

describe('todoistDueDate', () => {
  it.each([
    ['2025-01-15', '2025-01-15'],
    ['2025-01-15T09:30', '2025-01-15'],
    ['2025-01-15 09:30', '2025-01-15'],
    ['15 Jan 2025', '2025-01-15'],
    ['Jan 15 2025', '2025-01-15'],
    ['January 15, 2025', '2025-01-15'],
    ['Jan 15 2025 at 9am', '2025-01-15'],
    ['3 Sept 2025 10:00', '2025-09-03'],
    ['2025-02-30', null],
    ['31 Apr 2025', null],
    ['every day', null],
    ['every Jan 15', null],
    ['tomorrow', null],
    ['next friday at noon', null],
    ['15 janv. 2025', null],
    ['', null],
  ])('reads %j as %j', (cell, expected) => {
    expect(todoistDueDate(cell, 'Europe/Paris', 'UTC')).toBe(expected);
  });

  it("reads an instant with an offset in the row's zone, else in the person's", () => {
    expect(todoistDueDate('2025-01-15T23:30:00Z', 'Europe/Paris', 'UTC')).toBe('2025-01-16');
    expect(todoistDueDate('2025-01-15T23:30:00Z', '', 'America/New_York')).toBe('2025-01-15');
  });
});
