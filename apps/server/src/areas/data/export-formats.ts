// The export's text formats (docs/product/data.md "Export"), pure: the zip and the database are elsewhere.

// The CSV conventions are shared with the activity time report (docs/product/activity.md "Time report").
export { CSV_BOM, csvCell, csvLine } from '@cadence/shared';

/** A YAML scalar for front matter: JSON's double-quoted strings are valid YAML and escape everything. */
const yamlString = (value: string) => JSON.stringify(value);
const yamlList = (values: readonly string[]) => (values.length === 0 ? '[]' : `\n${values.map((value) => `  - ${yamlString(value)}`).join('\n')}`);

export interface MarkdownEntry {
  id: string;
  content: string;
  mood: number;
  moodLabel: string;
  tags: readonly string[];
  highlights: readonly string[];
  gratitude: readonly string[];
  createdAt: string;
  /** The entry's local date in the person's zone, 'YYYY-MM-DD'. */
  day: string;
}

/** A journal entry as a Markdown file with YAML front matter, as Day One and Obsidian users keep them. */
export function markdownEntry(entry: MarkdownEntry): string {
  const front = [
    '---',
    `date: ${yamlString(entry.createdAt)}`,
    `day: ${yamlString(entry.day)}`,
    `mood: ${entry.mood}`,
    `mood_label: ${yamlString(entry.moodLabel)}`,
    `tags: ${yamlList(entry.tags)}`,
    `highlights: ${yamlList(entry.highlights)}`,
    `gratitude: ${yamlList(entry.gratitude)}`,
    `cadence_id: ${yamlString(entry.id)}`,
    '---',
  ].join('\n');
  return `${front}\n\n${entry.content.replaceAll('\r\n', '\n')}\n`;
}

/** The entry's file name: its day first, so a folder lists them in order; the id keeps two of one day apart. */
export const markdownFileName = (entry: Pick<MarkdownEntry, 'id' | 'day'>) => `journal/${entry.day}-${entry.id.slice(0, 8)}.md`;
