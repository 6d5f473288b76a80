import { isCalendarDate } from '@cadence/shared';
import type { ImportBatch, ImportFile, SourceContext } from '../import-batch';
import { readCsv } from './csv-rows';
import { baseName } from './file-name';
import { sourceKeys } from './source-key';

/** A habit read from Habits.csv, as Checkmarks.csv names it. */
export interface LoopHabit {
  name: string;
  /** Its source key. */
  id: string;
  /** A measurable habit (Type NUMERICAL): its cells are amounts, not marks. */
  numerical: boolean;
}

/**
 * Loop's Checkmarks.csv into habit completions (docs/product/data.md "Import"): a Date column
 * ('YYYY-MM-DD'), then one column per exported habit, headed by the habit's name. A day is done when
 * the person marked it: 2 (YES_MANUAL in newer versions). 1 / YES_AUTO (implied by a weekly or monthly
 * target), 0 / NO, -1 / UNKNOWN and SKIP add nothing. A measurable habit's cell is an amount: above
 * zero is done, since a Cadence habit is done or not. Loop writes the header's names without CSV
 * quoting, so a name with a comma spans several header cells: names are matched against Habits.csv
 * joining neighbouring cells, and same-named columns take same-named habits in order. A column naming
 * no habit and a row whose date cannot be read are refused; completion keys hash (habit key, date).
 */
export function readCheckmarks(file: ImportFile, habits: LoopHabit[], ctx: SourceContext, batch: ImportBatch): void {
  const fileName = baseName(file.name);
  const lineEnd = file.text.indexOf('\n');
  const headerLine = (lineEnd === -1 ? file.text : file.text.slice(0, lineEnd)).replace(/^\uFEFF/, '').replace(/\r$/, '');
  const columns = matchColumns(headerLine.split(',').slice(1), habits);
  for (const column of columns) {
    if (!column.habit) batch.refused.push({ where: `Column "${column.name}" of ${fileName}`, rule: 'No habit with this name in Habits.csv' });
  }
  if (lineEnd === -1) return;
  // The header was read above; CSV reading would choke on a quote opening a habit's name.
  const table = readCsv({ name: file.name, text: `Date${file.text.slice(lineEnd)}` });
  const keyOf = sourceKeys('loop');
  for (const record of table.records) {
    const date = (record.cells[0] ?? '').trim();
    if (!isCalendarDate(date)) {
      batch.refused.push({ where: `Row ${record.row} of ${fileName}`, rule: 'The date must be a real date in the form YYYY-MM-DD' });
      continue;
    }
    columns.forEach((column, index) => {
      if (!column.habit || !isDone((record.cells[index + 1] ?? '').trim(), column.habit.numerical)) return;
      const habitId = column.habit.id;
      batch.habitCompletions.push({ id: keyOf({ habitId, date }), habitId, date, completed: true, amount: null, notes: null, createdAt: ctx.now });
    });
  }
}

interface CheckmarksColumn {
  name: string;
  habit: LoopHabit | null;
}

/** The header's habit columns, in order: the longest run of cells that joined by commas names a habit not yet taken. */
function matchColumns(cells: string[], habits: LoopHabit[]): CheckmarksColumn[] {
  const names = [...cells];
  while (names.length > 0 && names[names.length - 1]!.trim() === '') names.pop();
  const taken = new Set<LoopHabit>();
  const columns: CheckmarksColumn[] = [];
  for (let start = 0; start < names.length; ) {
    let end = names.length;
    let habit: LoopHabit | undefined;
    for (; end > start; end -= 1) {
      const joined = names.slice(start, end).join(',').trim();
      habit = habits.find((candidate) => !taken.has(candidate) && candidate.name === joined);
      if (habit) break;
    }
    if (habit) {
      taken.add(habit);
      columns.push({ name: habit.name, habit });
      start = end;
    } else {
      columns.push({ name: names[start]!.trim(), habit: null });
      start += 1;
    }
  }
  return columns;
}

function isDone(cell: string, numerical: boolean): boolean {
  if (numerical) return Number(cell) > 0;
  return cell === '2' || cell.toUpperCase() === 'YES_MANUAL';
}
