import type { ExportArchive } from '@cadence/shared';

/**
 * What every import source turns a file into (docs/product/data.md "Import"): rows in the archive's
 * own shapes, before the product's rules are checked and before anything is written. A row's `id` is
 * its **source key**, not a database id: stable for the same row of the same file (the archive's own
 * id, or a hash of a foreign row's content), so that importing a file twice adds nothing the second
 * time. References (`habitId`, `taskId`, a milestone inside its goal) hold source keys of rows in the
 * same batch.
 */
export type ImportCollections = Pick<
  ExportArchive,
  'tasks' | 'taskHistory' | 'journalEntries' | 'moodLogs' | 'goals' | 'habits' | 'habitCompletions' | 'activities'
>;

/** docs/product/habits.md "Rest days": the archive's rests for every habit (a habit's own come inside it). */
export type ImportRestsForAll = ExportArchive['habitBreaks'];

export const IMPORT_COLLECTIONS = ['tasks', 'taskHistory', 'journalEntries', 'moodLogs', 'goals', 'habits', 'habitCompletions', 'activities'] as const;

export const IMPORT_FORMATS = ['cadence', 'todoist', 'loop', 'daylio', 'day-one'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A row the import will not add, named the way the person can find it in their file, and the rule it breaks. */
export interface RefusedRow {
  /** e.g. 'Row 14 of tasks.csv', 'Entry 3 of Journal.json' */
  where: string;
  /** The product's own words for the rule, e.g. 'Title must be 200 characters or fewer' */
  rule: string;
}

export interface ImportBatch extends ImportCollections {
  format: ImportFormat;
  refused: RefusedRow[];
  /** Only a Cadence archive has them; absent in a draft saved before them. */
  habitBreaks?: ImportRestsForAll;
}

/** One text file of the upload: the file itself, or one entry of the zip it came in. */
export interface ImportFile {
  /** The file's name; for a zip entry, its path inside the zip ('Loop Habits/Checkmarks.csv'). */
  name: string;
  text: string;
}

/** What a source needs besides the files: when the import runs and the person's zone for local times. */
export interface SourceContext {
  /** ISO instant: createdAt/updatedAt of rows whose file says nothing about them. */
  now: string;
  /** IANA zone that local dates and times in the file are read in. */
  timeZone: string;
}

/** An empty batch of `format`, for sources to fill. */
export function emptyBatch(format: ImportFormat): ImportBatch {
  return { format, refused: [], tasks: [], taskHistory: [], journalEntries: [], moodLogs: [], goals: [], habits: [], habitCompletions: [], activities: [] };
}
