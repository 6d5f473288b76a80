import type { JournalEntry, MoodLog } from '@cadence/shared';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { jsonPlain, jsonScalar, jsonText } from '../../db/json-text';
import { localDateOfIso } from './journal-local-date';

// The fast list path's JSON writers (docs/architecture.md "The fast list path"): rows arrive as
// arrays from the named statements of journal.repository.ts and moods.repository.ts, and become the
// JSON of a JournalEntry or a MoodLog here. journal-json.test.ts proves each equals JSON.stringify.

/** A text[] column (the driver hands it over as an array of strings). */
function jsonTextArray(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return '[]';
  let out = '[';
  for (let index = 0; index < value.length; index += 1) out += (index === 0 ? '' : ',') + JSON.stringify(value[index]);
  return `${out}]`;
}

/** Columns of an entry row, in the order every entry statement selects them. */
export const ENTRY_COLUMNS = 'id, content, mood, tags, highlights, gratitude, created_at, updated_at';

/** One entry row as the JSON of a JournalEntry; `date` is its creation's local date in `timeZone`. */
export function journalEntryJson(row: unknown[], timeZone: string): string {
  const [id, content, mood, tags, highlights, gratitude, createdAt, updatedAt] = row;
  const created = toIsoTimestamp(String(createdAt));
  return `{"id":${jsonPlain(id)},"date":"${localDateOfIso(created, timeZone)}","content":${jsonText(content)},"mood":${jsonScalar(mood)},"tags":${jsonTextArray(tags)},"highlights":${jsonTextArray(highlights)},"gratitude":${jsonTextArray(gratitude)},"createdAt":"${created}","updatedAt":"${toIsoTimestamp(String(updatedAt))}"}`;
}

/** The same row as an object (single-entry answers go through c.json). */
export function journalEntryOf(row: unknown[], timeZone: string): JournalEntry {
  return JSON.parse(journalEntryJson(row, timeZone)) as JournalEntry;
}

export const MOOD_LOG_COLUMNS = 'id, value, notes, factors, logged_at, created_at';

export function moodLogJson(row: unknown[], timeZone: string): string {
  const [id, value, notes, factors, loggedAt, createdAt] = row;
  const logged = toIsoTimestamp(String(loggedAt));
  return `{"id":${jsonPlain(id)},"date":"${localDateOfIso(logged, timeZone)}","value":${jsonScalar(value)},"notes":${jsonText(notes)},"factors":${jsonTextArray(factors)},"loggedAt":"${logged}","createdAt":"${toIsoTimestamp(String(createdAt))}"}`;
}

export function moodLogOf(row: unknown[], timeZone: string): MoodLog {
  return JSON.parse(moodLogJson(row, timeZone)) as MoodLog;
}
