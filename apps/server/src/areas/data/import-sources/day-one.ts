import { isCalendarDate } from '@cadence/shared';
import type { ImportBatch, ImportFile, SourceContext } from '../import-batch';
import { emptyBatch } from '../import-batch';
import { baseName } from './file-name';
import { ImportFormatError } from './import-format-error';
import { sourceKeys } from './source-key';

type JournalEntryRow = ImportBatch['journalEntries'][number];

/**
 * Day One's JSON export into journal entries (docs/product/data.md "Import"): a zip with one
 * '<Journal>.json' per journal, `{ "metadata": { "version" }, "entries": [...] }`, beside its
 * photos/ folder. Every JSON file of that shape (named .json or not) is read; other files are ignored, and an upload with
 * none is not a Day One export. Each entry's `text` is Markdown as Day One writes it: its backslash
 * escapes ('\.', '\-', '\(') are undone and its photo, video and audio references
 * ('![](dayone-moment://…)') removed, since the media stay behind. Day One has no mood: every entry
 * gets the middle of the scale, 5. Tags come as they are; creationDate is when it was written and
 * modifiedDate (else creationDate) when it last changed. An entry with no text or no readable
 * creationDate is refused. Keys are Day One's own entry uuid, or a hash of the entry without one.
 */
export function readDayOne(files: ImportFile[], _ctx: SourceContext): ImportBatch {
  const journals = files.filter(looksLikeJson).flatMap((file) => readJournal(file));
  if (journals.length === 0) {
    throw new ImportFormatError('This is not a Day One JSON export: it has no journal file with "metadata" and "entries"');
  }
  const batch = emptyBatch('day-one');
  const keyOf = sourceKeys('day-one');
  for (const { fileName, entries } of journals) {
    entries.forEach((entry, index) => {
      const read = readEntry(entry, keyOf);
      if (typeof read === 'string') batch.refused.push({ where: `Entry ${index + 1} of ${fileName}`, rule: read });
      else batch.journalEntries.push(read);
    });
  }
  return batch;
}

interface DayOneJournal {
  fileName: string;
  entries: unknown[];
}

/** The entries of a Day One journal file, or nothing when the file is not one. */
function readJournal(file: ImportFile): DayOneJournal[] {
  const json = parseJson(file.text);
  return isDayOneExport(json) ? [{ fileName: baseName(file.name), entries: json.entries }] : [];
}

/** A file to try as JSON: named .json, or starting like a JSON object. */
export function looksLikeJson(file: ImportFile): boolean {
  return file.name.toLowerCase().endsWith('.json') || /^\uFEFF?\s*\{/.test(file.text);
}

export function isDayOneExport(json: unknown): json is { metadata: object; entries: unknown[] } {
  return isObject(json) && isObject(json.metadata) && Array.isArray(json.entries);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

/** The journal entry of `entry`, or the rule it breaks. */
function readEntry(entry: unknown, keyOf: (content: unknown) => string): JournalEntryRow | string {
  const fields = isObject(entry) ? entry : {};
  const content = typeof fields.text === 'string' ? dayOneText(fields.text) : '';
  if (content === '') return 'A journal entry needs some text';
  const createdAt = instantOf(fields.creationDate);
  if (createdAt === null) return 'The entry needs its creation date, a date and time like 2023-01-02T10:00:00Z';
  const uuid = typeof fields.uuid === 'string' && fields.uuid.trim() !== '' ? fields.uuid.trim() : null;
  return {
    id: uuid === null ? keyOf({ creationDate: fields.creationDate, text: fields.text }) : `day-one:${uuid}`,
    content,
    mood: 5,
    tags: Array.isArray(fields.tags) ? fields.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    highlights: [],
    gratitude: [],
    createdAt,
    updatedAt: instantOf(fields.modifiedDate) ?? createdAt,
  };
}

/** Day One's Markdown as plain Markdown: media references removed, backslash escapes undone. */
export function dayOneText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/!\[[^\]]*\]\(dayone-moment:[^)]*\)/g, '')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** An ISO 8601 date and time with its zone ('2023-01-02T10:00:00Z') as UTC with milliseconds, else null. */
function instantOf(value: unknown): string | null {
  if (typeof value !== 'string' || !INSTANT.test(value) || !isCalendarDate(value.slice(0, 10))) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
