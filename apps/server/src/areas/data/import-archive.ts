import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportActivitySchema,
  exportGoalSchema,
  exportHabitBreakSchema,
  exportHabitCompletionSchema,
  exportHabitSchema,
  exportJournalEntrySchema,
  exportMoodLogSchema,
  exportTaskHistorySchema,
  exportTaskSchema,
  IMPORT_MESSAGES,
} from '@cadence/shared';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { emptyBatch, type ImportBatch, type ImportCollections, type ImportFile } from './import-batch';

/**
 * docs/product/data.md "Import": a Cadence export read back. The file is `cadence.json` of the export's
 * zip (or that file alone). Its envelope must be this format and version; each row is then read with
 * the archive's own schema (packages/shared/src/data/export-archive.ts), so one bad row is reported
 * and left out rather than failing the file. The profile, preferences, subscription, AI access and
 * usage and a running timer are the account's, not content: they are not imported (a file must not be
 * able to grant premium access or move someone's settings).
 */

export const ARCHIVE_FILE = 'cadence.json';

const ROWS: { [K in keyof ImportCollections]: { schema: z.ZodType<ImportCollections[K][number]>; kind: string } } = {
  tasks: { schema: exportTaskSchema, kind: 'Task' },
  taskHistory: { schema: exportTaskHistorySchema, kind: 'Task history entry' },
  journalEntries: { schema: exportJournalEntrySchema, kind: 'Journal entry' },
  moodLogs: { schema: exportMoodLogSchema, kind: 'Mood' },
  goals: { schema: exportGoalSchema, kind: 'Goal' },
  habits: { schema: exportHabitSchema, kind: 'Habit' },
  habitCompletions: { schema: exportHabitCompletionSchema, kind: 'Habit completion' },
  activities: { schema: exportActivitySchema, kind: 'Activity' },
};

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** True when `text` starts like a JSON object naming the Cadence export format. */
export function looksLikeArchive(file: ImportFile): boolean {
  return baseName(file.name).toLowerCase() === ARCHIVE_FILE || (/^\s*\{/.test(file.text) && file.text.slice(0, 200).includes(`"${EXPORT_FORMAT}"`));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not the parser's words ('Unexpected end of JSON input'): what happened and what to do.
    throw new AppError('VALIDATION', IMPORT_MESSAGES.invalidJson);
  }
}

const pathOf = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.');

const KINDS: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list', object: 'an object' };

/** What is wrong with a field, in our words rather than the schema library's (issue 7 §1). */
export function fieldProblem(issue: z.core.$ZodIssue): string {
  const field = `"${pathOf(issue.path) || 'row'}"`;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${field} is missing` : `${field} must be ${KINDS[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'date' ? `${field} must be a date like 2026-01-31` : issue.format === 'datetime' ? `${field} must be a time like 2026-01-31T09:30:00.000Z` : `${field} is not well formed`;
    case 'too_small':
    case 'too_big':
      return `${field} is out of range`;
    default:
      return `${field} is not valid`;
  }
}

export function readArchive(file: ImportFile): ImportBatch {
  const json = parseJson(file.text);
  if (typeof json !== 'object' || json === null || Array.isArray(json) || (json as { format?: unknown }).format !== EXPORT_FORMAT) {
    throw new AppError('VALIDATION', IMPORT_MESSAGES.notAnArchive);
  }
  const archive = json as Record<string, unknown>;
  if (archive.version !== EXPORT_VERSION) throw new AppError('VALIDATION', IMPORT_MESSAGES.wrongVersion(archive.version));
  const batch = emptyBatch('cadence');
  const fileName = baseName(file.name);
  for (const key of Object.keys(ROWS) as Array<keyof ImportCollections>) {
    const { schema, kind } = ROWS[key];
    const rows = archive[key] ?? [];
    if (!Array.isArray(rows)) {
      batch.refused.push({ where: `"${key}" of ${fileName}`, rule: 'It must be a list' });
      continue;
    }
    const accepted: Array<ImportCollections[typeof key][number]> = [];
    rows.forEach((row: unknown, index) => {
      const read = schema.safeParse(row);
      if (read.success) accepted.push(read.data);
      else {
        const issue = read.error.issues[0];
        batch.refused.push({ where: `${kind} ${index + 1} of ${fileName}`, rule: issue ? fieldProblem(issue) : 'Unreadable row' });
      }
    });
    (batch[key] as typeof accepted) = accepted;
  }
  // docs/product/habits.md "Rest days": the rests for every habit; a bad one is reported and left out.
  const rests = Array.isArray(archive.habitBreaks) ? (archive.habitBreaks as unknown[]) : [];
  batch.habitBreaks = [];
  rests.forEach((row, index) => {
    const read = exportHabitBreakSchema.safeParse(row);
    if (read.success) batch.habitBreaks?.push(read.data);
    else batch.refused.push({ where: `Rest ${index + 1} of ${fileName}`, rule: read.error.issues[0] ? fieldProblem(read.error.issues[0]) : 'Unreadable row' });
  });
  return batch;
}
