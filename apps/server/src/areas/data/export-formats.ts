// The export's text formats (docs/product/data.md "Export"), pure: the zip and the database are elsewhere.

type Cell = string | number | boolean | null | readonly string[];

/**
 * A CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break, quotes doubled. A list
 * (tags) is one cell, its items joined by '; '. Text that a spreadsheet would run as a formula (it
 * starts with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, as OWASP advises for
 * CSV files people open in spreadsheets; cadence.json keeps the text exactly.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : value.join('; ');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record with its CRLF (RFC 4180). */
export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** UTF-8's byte order mark: spreadsheets read the file as UTF-8 (emoji and accents intact) only with it. */
export const CSV_BOM = '\uFEFF';

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
