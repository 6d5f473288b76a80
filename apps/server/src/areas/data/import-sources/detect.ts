import type { ImportBatch, ImportFile, ImportFormat, SourceContext } from '../import-batch';
import { hasColumns, readCsvHeader } from './csv-rows';
import { isDayOneExport, looksLikeJson, parseJson, readDayOne } from './day-one';
import { readDaylio } from './daylio';
import { baseName } from './file-name';
import { readLoop } from './loop';
import { readTodoist } from './todoist';

export type ForeignFormat = Exclude<ImportFormat, 'cadence'>;

/**
 * Which other app's export an upload is (docs/product/data.md "Import"), told by what the files hold
 * rather than by their names: a Habits.csv with Name and Interval (or FrequencyDenominator) columns is
 * Loop Habit Tracker's; a CSV headed TYPE and CONTENT is Todoist's; one headed full_date and mood is
 * Daylio's; a JSON with "metadata" and an "entries" list is Day One's. Loop is looked for first, since
 * its zip also holds other CSV files. Null when it is none of them.
 */
export function detectForeignFormat(files: ImportFile[]): ForeignFormat | null {
  const headers = files.map((file) => ({ file, header: looksLikeJson(file) ? null : readCsvHeader(file.text) }));
  const isLoop = ({ file, header }: (typeof headers)[number]) =>
    baseName(file.name).toLowerCase() === 'habits.csv' && header !== null && hasColumns(header, 'Name') && (hasColumns(header, 'Interval') || hasColumns(header, 'FrequencyDenominator'));
  if (headers.some(isLoop)) return 'loop';
  if (headers.some(({ header }) => header !== null && hasColumns(header, 'TYPE', 'CONTENT'))) return 'todoist';
  if (headers.some(({ header }) => header !== null && hasColumns(header, 'full_date', 'mood'))) return 'daylio';
  if (files.some((file) => looksLikeJson(file) && isDayOneExport(parseJson(file.text)))) return 'day-one';
  return null;
}

/** The rows of an upload in `format` (found by detectForeignFormat or chosen by the person). */
export function readForeign(format: ForeignFormat, files: ImportFile[], ctx: SourceContext): ImportBatch {
  switch (format) {
    case 'todoist':
      return readTodoist(files, ctx);
    case 'loop':
      return readLoop(files, ctx);
    case 'daylio':
      return readDaylio(files, ctx);
    case 'day-one':
      return readDayOne(files, ctx);
  }
}
