// CSV as people open it in spreadsheets (docs/product/data.md "The zip"): RFC 4180 with a byte order
// mark and CRLF, and a guard against formulas. Pure, so every CSV Cadence writes (the export's
// spreadsheets, the activity time report) is written one way.

export type CsvCell = string | number | boolean | null | readonly string[];

/**
 * A CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break, quotes doubled. A list
 * (tags) is one cell, its items joined by '; '. Text that a spreadsheet would run as a formula (it
 * starts with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, as OWASP advises for
 * CSV files people open in spreadsheets; cadence.json keeps the text exactly.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : value.join('; ');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record with its CRLF (RFC 4180). */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** UTF-8's byte order mark: spreadsheets read the file as UTF-8 (emoji and accents intact) only with it. */
export const CSV_BOM = '\uFEFF';
