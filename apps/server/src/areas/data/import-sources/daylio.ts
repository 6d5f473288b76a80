import { instantAtWallClock, isCalendarDate } from '@cadence/shared';
import type { ImportBatch, ImportFile, SourceContext } from '../import-batch';
import { emptyBatch } from '../import-batch';
import type { CsvRecord, CsvTable } from './csv-rows';
import { cellOf, hasColumns, readCsv } from './csv-rows';
import { ImportFormatError } from './import-format-error';
import { sourceKeys } from './source-key';

type MoodLogRow = ImportBatch['moodLogs'][number];

/**
 * Daylio's "Export entries" CSV into mood check-ins (docs/product/data.md "Import"): full_date,
 * date, weekday, time, mood, activities, note_title, note. Each row is one check-in at full_date and
 * time ('20:04' or '8:04 pm') on the person's clock. Daylio's five moods give the value: rad 10,
 * good 8, meh 5, bad 3, awful 1 (any case); a mood renamed or added in Daylio cannot be placed on
 * the scale, so its row is refused. The activities (written 'a | b | c') are the factors; note_title
 * and note, joined by a line break, are the notes, with the HTML of newer versions turned into text
 * (line breaks kept, other tags dropped). Keys hash the row's cells, not the file's name, so a later
 * export of the same diary adds only the new check-ins.
 */
export function readDaylio(files: ImportFile[], ctx: SourceContext): ImportBatch {
  const batch = emptyBatch('daylio');
  for (const file of files) {
    const table = readCsv(file);
    const missing = ['full_date', 'time', 'mood'].find((name) => !hasColumns(table.header, name));
    if (missing) throw new ImportFormatError(`${table.fileName} is not a Daylio CSV export: its header has no ${missing} column`);
    const keyOf = sourceKeys('daylio');
    for (const record of table.records) {
      const read = readRow(table, record, ctx, keyOf);
      if (typeof read === 'string') batch.refused.push({ where: `Row ${record.row} of ${table.fileName}`, rule: read });
      else batch.moodLogs.push(read);
    }
  }
  return batch;
}

const MOOD_VALUES: Readonly<Record<string, number>> = { rad: 10, good: 8, meh: 5, bad: 3, awful: 1 };

/** The check-in of `record`, or the rule it breaks. */
function readRow(table: CsvTable, record: CsvRecord, ctx: SourceContext, keyOf: (content: unknown) => string): MoodLogRow | string {
  const cell = (name: string) => cellOf(table, record, name).trim();
  const date = cell('full_date');
  if (!isCalendarDate(date)) return 'The date must be a real date in the form YYYY-MM-DD';
  const msOfDay = msOfDayIn(cell('time'));
  if (msOfDay === null) return 'The time must be a time of day like 20:04 or 8:04 pm';
  const mood = cell('mood');
  const value = Object.hasOwn(MOOD_VALUES, mood.toLowerCase()) ? MOOD_VALUES[mood.toLowerCase()] : undefined;
  if (value === undefined) return `Mood "${mood}" is not one of rad, good, meh, bad, awful`;
  const notes = [cell('note_title'), noteText(cellOf(table, record, 'note'))].filter((text) => text !== '').join('\n');
  const loggedAt = instantAtWallClock(date, msOfDay, ctx.timeZone).toISOString();
  const id = keyOf({ date, time: cell('time'), mood, activities: cell('activities'), title: cell('note_title'), note: cellOf(table, record, 'note') });
  return { id, value, notes: notes === '' ? null : notes, factors: factorsOf(cell('activities')), loggedAt, createdAt: loggedAt };
}

/** '20:04', '8:04 pm', '8:04 PM', '08:04:30' → milliseconds after midnight; null when it is not a time. */
function msOfDayIn(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?\s*m\.?)?$/i.exec(time);
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  const half = match[4]?.toLowerCase();
  if (minute > 59 || second > 59 || (half ? hour < 1 || hour > 12 : hour > 23)) return null;
  const hour24 = half === undefined ? hour : (hour % 12) + (half === 'p' ? 12 : 0);
  return ((hour24 * 60 + minute) * 60 + second) * 1000;
}

function factorsOf(activities: string): string[] {
  return activities
    .split('|')
    .map((activity) => activity.trim())
    .filter((activity) => activity !== '');
}

/** A note of newer Daylio versions is HTML: <br> and closing paragraphs become line breaks, other tags go. */
export function noteText(note: string): string {
  return note
    .replace(/<br\s*\/?>|<\/(?:p|div)>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
