import type { HabitFrequency } from '@cadence/shared';
import type { ImportBatch, ImportFile, SourceContext } from '../import-batch';
import { emptyBatch } from '../import-batch';
import type { CsvRecord, CsvTable } from './csv-rows';
import { cellOf, columnIndex, readCsv } from './csv-rows';
import { baseName, folderOf } from './file-name';
import { ImportFormatError } from './import-format-error';
import type { LoopHabit } from './loop-checkmarks';
import { readCheckmarks } from './loop-checkmarks';
import { sourceKeys } from './source-key';

/**
 * Loop Habit Tracker's "Export as CSV" zip into habits and their done days (docs/product/data.md
 * "Import"; format from Loop's HabitsCSVExporter). Habits.csv lists the habits: older versions write
 * Position, Name, Question, Description, NumRepetitions, Interval, Color; newer ones Position, Name,
 * Type, Question, Description, FrequencyNumerator, FrequencyDenominator, Color, Unit, Target Type,
 * Target Value, Archived? (both are read; unknown columns are ignored). Each habit becomes a habit:
 * its Question and Description joined by a line break as the description; an interval of 1 day is
 * daily, 7 weekly, 28 to 31 monthly and any other daily; category wellness; Loop's colour when it is
 * '#RRGGBB' (upper-cased), else Cadence's indigo; created now (Loop's export says nothing of when a
 * habit was made). Archived habits come too. The Checkmarks.csv next to Habits.csv gives the done days
 * (loop-checkmarks.ts); the per-habit folders repeat what it says and are ignored. Keys hash the
 * habit's own content (name, type, question, description, frequency), not its position.
 */
export function readLoop(files: ImportFile[], ctx: SourceContext): ImportBatch {
  const habitsFile = files.find((file) => baseName(file.name).toLowerCase() === 'habits.csv');
  if (!habitsFile) throw new ImportFormatError('This upload has no Habits.csv: choose the zip Loop Habit Tracker makes with "Export as CSV"');
  const table = readCsv(habitsFile);
  if (columnIndex(table.header, 'Name') === -1) {
    throw new ImportFormatError(`${table.fileName} is not a Loop Habit Tracker export: its header has no Name column`);
  }
  const batch = emptyBatch('loop');
  const habits = readHabits(table, ctx, batch);
  const checkmarksName = `${folderOf(habitsFile.name)}Checkmarks.csv`.toLowerCase();
  const checkmarks = files.find((file) => file.name.toLowerCase() === checkmarksName);
  if (checkmarks) readCheckmarks(checkmarks, habits, ctx, batch);
  return batch;
}

function readHabits(table: CsvTable, ctx: SourceContext, batch: ImportBatch): LoopHabit[] {
  const keyOf = sourceKeys('loop');
  const habits: LoopHabit[] = [];
  for (const record of table.records) {
    const cell = (...names: string[]) => firstCell(table, record, names);
    const name = cell('Name');
    if (name === '') {
      batch.refused.push({ where: `Row ${record.row} of ${table.fileName}`, rule: 'A habit needs a name' });
      continue;
    }
    const type = cell('Type').toUpperCase();
    const description = [cell('Question'), cell('Description')].filter((text) => text !== '').join('\n');
    const interval = cell('Interval', 'FrequencyDenominator');
    const id = keyOf({ name, type, question: cell('Question'), description: cell('Description'), repetitions: cell('NumRepetitions', 'FrequencyNumerator'), interval });
    batch.habits.push({
      id,
      title: name,
      description: description === '' ? null : description,
      frequency: frequencyOf(interval),
      timeOfDay: null,
      category: 'wellness',
      color: /^#[0-9a-fA-F]{6}$/.test(cell('Color')) ? cell('Color').toUpperCase() : DEFAULT_COLOR,
      // Loop's export has no reminders; the person sets them again.
      reminderTimes: [],
      reminderDays: [],
      goalId: null,
      // Loop's repetitions per interval and numerical targets are not read (yet): once per period, a plain habit.
      targetCount: null,
      targetAmount: null,
      unit: null,
      breaks: [],
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    habits.push({ name, id, numerical: type === 'NUMERICAL' });
  }
  return habits;
}

/** Cadence's own default habit colour. */
const DEFAULT_COLOR = '#4C51BF';

/** Loop repeats a habit `NumRepetitions` times every `Interval` days; Cadence keeps only the period. */
function frequencyOf(interval: string): HabitFrequency {
  const days = Number(interval);
  if (days === 7) return 'weekly';
  if (days >= 28 && days <= 31) return 'monthly';
  return 'daily';
}

/** The trimmed cell of the first of `names` the header has (older and newer Loop name some columns differently). */
function firstCell(table: CsvTable, record: CsvRecord, names: string[]): string {
  const name = names.find((candidate) => columnIndex(table.header, candidate) !== -1);
  return name === undefined ? '' : cellOf(table, record, name).trim();
}
