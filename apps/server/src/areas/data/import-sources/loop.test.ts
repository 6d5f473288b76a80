import { describe, expect, it } from 'vitest';
import { ImportFormatError } from './import-format-error';
import { fixtureFile, TEST_CONTEXT } from '../../../testing/import-fixtures';
import { readLoop } from './loop';

const fixture = () => [fixtureFile('loop/Habits.csv'), fixtureFile('loop/Checkmarks.csv')];

describe('readLoop', () => {
  const batch = readLoop(fixture(), TEST_CONTEXT);
  const titleOf = (habitId: string) => batch.habits.find((habit) => habit.id === habitId)?.title;

  it('turns each habit of Habits.csv into a habit', () => {
    expect(batch.format).toBe('loop');
    expect(batch.habits[0]).toEqual({
      id: expect.stringMatching(/^loop:[0-9a-f]{24}:0$/),
      title: 'Méditer 🧘',
      description: 'Did you meditate today?\nTen minutes, eyes closed',
      frequency: 'daily',
      timeOfDay: null,
      category: 'wellness',
      color: '#8E24AA',
      reminderTimes: [],
      reminderDays: [],
      goalId: null,
      targetCount: null,
      targetAmount: null,
      unit: null,
      breaks: [],
      createdAt: TEST_CONTEXT.now,
      updatedAt: TEST_CONTEXT.now,
    });
    expect(batch.habits.map(({ title, frequency, color }) => [title, frequency, color])).toEqual([
      ['Méditer 🧘', 'daily', '#8E24AA'],
      ['Read, write', 'weekly', '#AAAAAA'],
      ['Run', 'weekly', '#388E3C'],
      ['Call family', 'monthly', '#4C51BF'],
      ['Stretch', 'daily', '#039BE5'],
    ]);
  });

  it('marks done the days the person checked (YES_MANUAL, or an amount for a measurable habit), matching names with commas', () => {
    expect(batch.habitCompletions.map(({ habitId, date }) => [titleOf(habitId), date])).toEqual([
      ['Méditer 🧘', '2025-01-05'],
      ['Run', '2025-01-05'],
      ['Stretch', '2025-01-05'],
      ['Read, write', '2025-01-04'],
      ['Call family', '2025-01-04'],
      ['Méditer 🧘', '2025-01-03'],
    ]);
    expect(batch.habitCompletions[0]).toEqual({ id: expect.stringMatching(/^loop:[0-9a-f]{24}:0$/), habitId: batch.habits[0]!.id, date: '2025-01-05', completed: true, amount: null, notes: null, createdAt: TEST_CONTEXT.now });
  });

  it('refuses a habit without a name, a column naming no habit and a row with an unreadable date', () => {
    expect(batch.refused).toEqual([
      { where: 'Row 6 of Habits.csv', rule: 'A habit needs a name' },
      { where: 'Column "Yoga" of Checkmarks.csv', rule: 'No habit with this name in Habits.csv' },
      { where: 'Row 5 of Checkmarks.csv', rule: 'The date must be a real date in the form YYYY-MM-DD' },
    ]);
  });

  it('gives the same keys every time, and keys that do not depend on the order of the habits', () => {
    const again = readLoop(fixture(), TEST_CONTEXT);
    expect(again.habits.map((habit) => habit.id)).toEqual(batch.habits.map((habit) => habit.id));
    expect(again.habitCompletions.map((completion) => completion.id)).toEqual(batch.habitCompletions.map((completion) => completion.id));
    const rows = ['001,Walk,,,1,1,#7CB342', '002,Read,,,3,7,#1976D2', '003,Stretch,,,1,1,#D81B60'];
    const header = 'Position,Name,Question,Description,NumRepetitions,Interval,Color';
    const keysOf = (order: string[]) => readLoop([{ name: 'Habits.csv', text: [header, ...order].join('\n') }], TEST_CONTEXT).habits.map((habit): [string, string] => [habit.title, habit.id]);
    expect(new Map(keysOf([...rows].reverse()))).toEqual(new Map(keysOf(rows)));
  });

  it('reads the older export (NumRepetitions, Interval, checkmarks as numbers) from a folder, ignoring the per-habit files', () => {
    const habits = 'Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Walk,,,1,1,#7CB342\n002,Walk,,,1,1,#7CB342\n';
    const checkmarks = 'Date,Walk,Walk,\n2021-03-02,2,1,\n2021-03-01,0,2,\n2021-02-28,-1,-1,\n';
    const read = readLoop(
      [
        { name: 'Loop Habits CSV 2021-03-02/Habits.csv', text: habits },
        { name: 'Loop Habits CSV 2021-03-02/001 Walk/Checkmarks.csv', text: 'Date,Value,Notes\n2021-03-02,2,\n' },
        { name: 'Loop Habits CSV 2021-03-02/Checkmarks.csv', text: checkmarks },
      ],
      TEST_CONTEXT,
    );
    const [first, second] = read.habits;
    expect(second!.id).toBe(first!.id.replace(/:0$/, ':1'));
    expect(read.habitCompletions.map(({ habitId, date }) => [habitId, date])).toEqual([
      [first!.id, '2021-03-02'],
      [second!.id, '2021-03-01'],
    ]);
    expect(read.refused).toEqual([]);
  });

  it('refuses an upload without a readable Habits.csv', () => {
    expect(() => readLoop([fixtureFile('loop/Checkmarks.csv')], TEST_CONTEXT)).toThrow(ImportFormatError);
    expect(() => readLoop([{ name: 'Habits.csv', text: 'Title,Interval\nRun,1\n' }], TEST_CONTEXT)).toThrow(
      new ImportFormatError('Habits.csv is not a Loop Habit Tracker export: its header has no Name column'),
    );
  });
});
