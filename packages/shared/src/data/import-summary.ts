/**
 * What an import adds, counted (docs/product/data.md "Import"): the preview's promise and the commit's
 * result, and the sentence a person reads ("142 tasks, 380 journal entries, 6 habits with 1,204
 * completions will be added").
 */
export interface ImportCounts {
  tasks: number;
  taskHistory: number;
  journalEntries: number;
  moodLogs: number;
  goals: number;
  milestones: number;
  habits: number;
  habitCompletions: number;
  activities: number;
}

export const IMPORT_COUNT_KEYS = ['tasks', 'taskHistory', 'journalEntries', 'moodLogs', 'goals', 'milestones', 'habits', 'habitCompletions', 'activities'] as const;

export function noImportCounts(): ImportCounts {
  return { tasks: 0, taskHistory: 0, journalEntries: 0, moodLogs: 0, goals: 0, milestones: 0, habits: 0, habitCompletions: 0, activities: 0 };
}

/** A row the import leaves out, where the person can find it in their file, and the rule it breaks. */
export interface RefusedImportRow {
  where: string;
  rule: string;
}

/** POST /api/data-imports: the file read and checked, waiting for the person's go. */
export interface ImportPreview {
  id: string;
  format: string;
  /** The format's name for a person: 'Cadence export', 'Todoist CSV'… */
  formatName: string;
  fileName: string;
  /** What committing adds now: rows already in the account (an earlier import of the same file) are not counted. */
  toAdd: ImportCounts;
  /** Rows of the file that are already in the account. */
  alreadyThere: number;
  /** The first refused rows (at most IMPORT_REFUSED_SHOWN), and how many there are in all. */
  refused: RefusedImportRow[];
  refusedCount: number;
  expiresAt: string;
}

/** POST /api/data-imports/:id/commit: what was added. */
export interface ImportResult {
  added: ImportCounts;
  alreadyThere: number;
}

export const IMPORT_REFUSED_SHOWN = 50;

const n = (count: number) => count.toLocaleString('en-US');
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

/** The parts of the sentence, in the order of the screens; a part with nothing in it is left out. */
export function importCountParts(counts: ImportCounts): string[] {
  const parts: string[] = [];
  if (counts.tasks > 0) parts.push(plural(counts.tasks, 'task', 'tasks') + (counts.taskHistory > 0 ? ` with ${plural(counts.taskHistory, 'history entry', 'history entries')}` : ''));
  else if (counts.taskHistory > 0) parts.push(plural(counts.taskHistory, 'task history entry', 'task history entries'));
  if (counts.journalEntries > 0) parts.push(plural(counts.journalEntries, 'journal entry', 'journal entries'));
  if (counts.moodLogs > 0) parts.push(plural(counts.moodLogs, 'mood', 'moods'));
  if (counts.goals > 0) parts.push(plural(counts.goals, 'goal', 'goals') + (counts.milestones > 0 ? ` with ${plural(counts.milestones, 'milestone', 'milestones')}` : ''));
  else if (counts.milestones > 0) parts.push(plural(counts.milestones, 'milestone', 'milestones'));
  if (counts.habits > 0) parts.push(plural(counts.habits, 'habit', 'habits') + (counts.habitCompletions > 0 ? ` with ${plural(counts.habitCompletions, 'completion', 'completions')}` : ''));
  else if (counts.habitCompletions > 0) parts.push(plural(counts.habitCompletions, 'habit completion', 'habit completions'));
  if (counts.activities > 0) parts.push(plural(counts.activities, 'activity', 'activities'));
  return parts;
}

export function importCountTotal(counts: ImportCounts): number {
  return IMPORT_COUNT_KEYS.reduce((sum, key) => sum + counts[key], 0);
}

/** "142 tasks, 380 journal entries and 6 habits with 1,204 completions will be added." or null when nothing will. */
export function importSentence(counts: ImportCounts, tense: 'will be added' | 'added'): string | null {
  const parts = importCountParts(counts);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return tense === 'added' ? `Imported ${list}.` : `${list[0]!.toUpperCase()}${list.slice(1)} will be added.`;
}
