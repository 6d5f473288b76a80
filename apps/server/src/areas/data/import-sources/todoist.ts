import type { TodoPriority } from '@cadence/shared';
import type { ImportBatch, ImportFile, SourceContext } from '../import-batch';
import { emptyBatch } from '../import-batch';
import type { CsvRecord, CsvTable } from './csv-rows';
import { cellOf, hasColumns, readCsv } from './csv-rows';
import { ImportFormatError } from './import-format-error';
import { sourceKeys } from './source-key';
import { todoistDueDate } from './todoist-dates';

type TaskRow = ImportBatch['tasks'][number];

/**
 * Todoist's CSV (a project exported as a template, or a template written by hand), one file per
 * project, into tasks (docs/product/data.md "Import"; columns from Todoist's help "Format a CSV file to
 * import into Todoist"). Only `task` rows become tasks: `section` and `meta` rows and blank rows add
 * nothing, and a `note` (a comment on the task in the row above) is appended to that task's
 * description after a blank line. Subtasks (INDENT above 1) become ordinary tasks; labels written as
 * '@label' and Markdown links stay in the title as Todoist shows them. DATE gives the due date when it
 * is a date (todoist-dates.ts); a recurring or relative phrase leaves the task without one. DURATION
 * in minutes is the estimate; DEADLINE, AUTHOR, RESPONSIBLE and unknown columns are ignored. A task row
 * with no CONTENT is refused. Keys hash the task's own cells and the file's name (its project), so the
 * same task in two projects stays two tasks.
 */
export function readTodoist(files: ImportFile[], ctx: SourceContext): ImportBatch {
  const batch = emptyBatch('todoist');
  for (const file of files) {
    const table = readCsv(file);
    if (!hasColumns(table.header, 'TYPE', 'CONTENT')) {
      const missing = hasColumns(table.header, 'TYPE') ? 'CONTENT' : 'TYPE';
      throw new ImportFormatError(`${table.fileName} is not a Todoist CSV export: its header has no ${missing} column`);
    }
    readTable(table, ctx, batch);
  }
  return batch;
}

function readTable(table: CsvTable, ctx: SourceContext, batch: ImportBatch): void {
  const keyOf = sourceKeys('todoist');
  let previousTask: TaskRow | null = null;
  for (const record of table.records) {
    const cell = (name: string) => cellOf(table, record, name).trim();
    const type = cell('TYPE').toLowerCase();
    if (type === 'note') {
      if (previousTask && cell('CONTENT') !== '') previousTask.description = joinNote(previousTask.description, cell('CONTENT'));
      continue;
    }
    previousTask = null;
    if (type !== 'task') continue;
    if (cell('CONTENT') === '') {
      batch.refused.push({ where: `Row ${record.row} of ${table.fileName}`, rule: 'A task needs a title' });
      continue;
    }
    previousTask = toTask(table, record, ctx, keyOf);
    batch.tasks.push(previousTask);
  }
}

function toTask(table: CsvTable, record: CsvRecord, ctx: SourceContext, keyOf: (content: unknown) => string): TaskRow {
  const cell = (name: string) => cellOf(table, record, name).trim();
  const id = keyOf({
    file: table.fileName,
    content: cell('CONTENT'),
    description: cell('DESCRIPTION'),
    priority: cell('PRIORITY'),
    indent: cell('INDENT'),
    date: cell('DATE'),
    duration: cell('DURATION'),
    durationUnit: cell('DURATION_UNIT'),
  });
  return {
    id,
    title: cell('CONTENT'),
    description: cell('DESCRIPTION') === '' ? null : cell('DESCRIPTION'),
    priority: cadencePriority(cell('PRIORITY')),
    dueDate: todoistDueDate(cell('DATE'), cell('TIMEZONE'), ctx.timeZone),
    // The time in Todoist's DATE text and its reminders are not read (docs/product/data.md "What it reads").
    dueTime: null,
    reminder: null,
    category: null,
    status: 'not_started',
    estimatedMinutes: /^minutes?$/i.test(cell('DURATION_UNIT')) && /^\d+$/.test(cell('DURATION')) ? Number(cell('DURATION')) : null,
    habitId: null,
    goalId: null,
    checklist: [],
    // Todoist's "every …" dates are not read (docs/product/data.md "What it reads").
    repeat: null,
    seriesId: null,
    occurrence: null,
    completedAt: null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/**
 * Todoist's CSV numbers priorities as its apps name them (unlike its API, which counts the other way):
 * 1 is p1, the highest, and 4 is p4, the lowest, which every task has until given another. An empty
 * cell is p1, as Todoist's own import reads it. p1 → high, p2 and p3 → medium, p4 (and anything that is
 * not 1 to 4) → low.
 */
function cadencePriority(cell: string): TodoPriority {
  if (cell === '' || cell === '1') return 'high';
  if (cell === '2' || cell === '3') return 'medium';
  return 'low';
}

function joinNote(description: string | null, note: string): string {
  return description === null ? note : `${description}\n\n${note}`;
}
