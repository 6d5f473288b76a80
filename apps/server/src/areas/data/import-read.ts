import { IMPORT_MESSAGES } from '@cadence/shared';
import { AppError } from '../../http/app-error';
import { looksLikeArchive, readArchive } from './import-archive';
import type { ImportBatch, ImportFile, ImportFormat, SourceContext } from './import-batch';
import { looksLikeJson } from './import-sources/day-one';
import { detectForeignFormat, readForeign } from './import-sources/detect';
import { ImportFormatError } from './import-sources/import-format-error';

/** The format's name, for the preview (docs/product/data.md "Import"). */
export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  cadence: 'Cadence export',
  todoist: 'Todoist CSV',
  loop: 'Loop Habit Tracker export',
  daylio: 'Daylio CSV',
  'day-one': 'Day One JSON export',
};

/** Why a JSON file of the upload cannot be read (cut short, most likely), if one cannot. */
function unreadableJson(files: ImportFile[]): string | null {
  for (const file of files.filter(looksLikeJson)) {
    try {
      JSON.parse(file.text);
    } catch {
      return IMPORT_MESSAGES.invalidJson;
    }
  }
  return null;
}

/**
 * docs/product/data.md "Import": which format the files are, read by content rather than by name, and
 * the rows in them. A file Cadence cannot read is refused as a whole (400) with what to do about it.
 */
export function readImportFiles(files: ImportFile[], ctx: SourceContext): ImportBatch {
  const archive = files.find(looksLikeArchive);
  if (archive) return readArchive(archive);
  try {
    const format = detectForeignFormat(files);
    if (!format) throw new AppError('VALIDATION', unreadableJson(files) ?? IMPORT_MESSAGES.notRecognised);
    return readForeign(format, files, ctx);
  } catch (error) {
    if (error instanceof ImportFormatError) throw new AppError('VALIDATION', error.message);
    throw error;
  }
}
