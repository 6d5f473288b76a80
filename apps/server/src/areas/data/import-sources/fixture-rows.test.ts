import { exportHabitCompletionSchema, exportHabitSchema, exportJournalEntrySchema, exportMoodLogSchema, exportTaskSchema } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { readForeign } from './detect';
import { fixtureFile, TEST_CONTEXT } from '../../../testing/import-fixtures';

/** Every row a source makes is a row of the export archive (docs/product/data.md "Import"), so one reader checks them all. */
describe('rows read from the sample exports', () => {
  it.each([
    ['todoist', [fixtureFile('todoist.csv')]],
    ['loop', [fixtureFile('loop/Habits.csv'), fixtureFile('loop/Checkmarks.csv')]],
    ['daylio', [fixtureFile('daylio.csv')]],
    ['day-one', [fixtureFile('day-one/Journal.json')]],
  ] as const)('%s rows fit the archive schemas', (format, files) => {
    const batch = readForeign(format, [...files], TEST_CONTEXT);
    const rows = [...batch.tasks, ...batch.habits, ...batch.habitCompletions, ...batch.moodLogs, ...batch.journalEntries];
    expect(rows.length).toBeGreaterThan(0);
    for (const task of batch.tasks) expect(exportTaskSchema.parse(task)).toEqual(task);
    for (const habit of batch.habits) expect(exportHabitSchema.parse(habit)).toEqual(habit);
    for (const completion of batch.habitCompletions) expect(exportHabitCompletionSchema.parse(completion)).toEqual(completion);
    for (const log of batch.moodLogs) expect(exportMoodLogSchema.parse(log)).toEqual(log);
    for (const entry of batch.journalEntries) expect(exportJournalEntrySchema.parse(entry)).toEqual(entry);
    for (const completion of batch.habitCompletions) expect(batch.habits.map((habit) => habit.id)).toContain(completion.habitId);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });
});
