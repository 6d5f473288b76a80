import { CsvError, parse } from 'csv-parse/sync';
import type { ImportFile } from '../import-batch';
import { baseName } from './file-name';
import { ImportFormatError } from './import-format-error';

/**
 * CSV files of foreign exports read into records (docs/product/data.md "Import"): the first record is
 * the header; a BOM, rows with too few or too many cells and blank rows are fine. Quoting that breaks
 * RFC 4180 (a quote left open, text after a closing quote, a quote inside an unquoted cell) makes the
 * whole file unreadable: ImportFormatError, naming the line. A line break inside a cell is read as
 * '\n', whether the file wrote CRLF or LF.
 */

export interface CsvRecord {
  /** The row as a spreadsheet numbers it: the header is row 1, and blank lines count. */
  row: number;
  /** The line of the file the record starts on (1-based); differs from `row` after a cell with line breaks. */
  line: number;
  cells: string[];
  /** The cells keyed by their column's header (trimmed); of two columns with one name, the first. */
  values: Record<string, string>;
}

export interface CsvTable {
  /** The file's base name, for messages ('Row 4 of tasks.csv'). */
  fileName: string;
  header: string[];
  /** Every record after the header, but those whose cells are all blank. */
  records: CsvRecord[];
}

interface ParsedRecord {
  record: string[];
  /** After the record: bytes of the file read (UTF-8, a BOM included), records read and empty lines skipped. */
  info: { bytes: number; records: number; empty_lines: number };
}

export function readCsv(file: ImportFile): CsvTable {
  const fileName = baseName(file.name);
  const [first, ...rest] = parseRecords(file.text, fileName);
  const header = (first?.record ?? []).map((name) => name.trim());
  const bytes = Buffer.from(file.text, 'utf8');
  const lineAt = lineCounter(bytes);
  let end = first?.info.bytes ?? 0;
  const records: CsvRecord[] = [];
  for (const { record, info } of rest) {
    // The parser's own line count is off after a CRLF inside a quoted cell: count from where the record starts.
    let start = end;
    while (bytes[start] === LF || bytes[start] === CR) start += 1;
    end = info.bytes;
    if (record.every((cell) => cell.trim() === '')) continue;
    const cells = record.map((cell) => cell.replace(/\r\n?/g, '\n'));
    const values = Object.fromEntries(header.map((name, index) => [name, cells[index] ?? '']).reverse());
    records.push({ row: info.records + info.empty_lines, line: lineAt(start), cells, values });
  }
  return { fileName, header, records };
}

const LF = 0x0a;
const CR = 0x0d;

/** The 1-based line of a byte offset of `bytes`, asked for in increasing order; CRLF, LF and a lone CR each end a line. */
function lineCounter(bytes: Uint8Array): (offset: number) => number {
  let position = 0;
  let line = 1;
  return (offset) => {
    for (; position < offset; position += 1) {
      if (bytes[position] === LF || (bytes[position] === CR && bytes[position + 1] !== LF)) line += 1;
    }
    return line;
  };
}

/** The header of a CSV file, or null when the file cannot be read as CSV (for telling formats apart). */
export function readCsvHeader(text: string): string[] | null {
  try {
    const [first] = parse(text, { ...PARSE_OPTIONS, to: 1 });
    return first ? first.map((name) => name.trim()) : null;
  } catch {
    return null;
  }
}

/** The index of the column named `name` (compared trimmed and case-insensitively), or -1. */
export function columnIndex(header: readonly string[], name: string): number {
  const wanted = name.trim().toLowerCase();
  return header.findIndex((column) => column.trim().toLowerCase() === wanted);
}

export function hasColumns(header: readonly string[], ...names: string[]): boolean {
  return names.every((name) => columnIndex(header, name) !== -1);
}

/** The cell of `record` under the column named `name`, case-insensitively; '' when either is missing. */
export function cellOf(table: CsvTable, record: CsvRecord, name: string): string {
  const index = columnIndex(table.header, name);
  return index === -1 ? '' : (record.cells[index] ?? '');
}

const PARSE_OPTIONS = { bom: true, relax_column_count: true, skip_empty_lines: true } as const;

function parseRecords(text: string, fileName: string): ParsedRecord[] {
  let parsed: unknown[];
  try {
    parsed = parse(text, { ...PARSE_OPTIONS, info: true });
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFormatError(unreadableMessage(error, text, fileName));
    throw error;
  }
  return parsed.filter(isParsedRecord);
}

function isParsedRecord(value: unknown): value is ParsedRecord {
  return typeof value === 'object' && value !== null && 'record' in value && Array.isArray(value.record) && 'info' in value;
}

function unreadableMessage(error: CsvError, text: string, fileName: string): string {
  const opened = unclosedQuoteLine(text);
  if (error.code === 'CSV_QUOTE_NOT_CLOSED' && opened !== null) return `${fileName} cannot be read as CSV: the quote opened on line ${opened} is never closed`;
  const where = typeof error.lines === 'number' ? ` on line ${error.lines}` : '';
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE') return `${fileName} cannot be read as CSV: a quoted cell is followed by more text${where}`;
  if (error.code === 'INVALID_OPENING_QUOTE') return `${fileName} cannot be read as CSV: a cell has a quote without being quoted${where}`;
  return `${fileName} cannot be read as CSV: something is wrong${where}`;
}

/** The line of a quote that opens a cell and is never closed (RFC 4180, as the parser reads it), or null. */
function unclosedQuoteLine(text: string): number | null {
  let line = 1;
  let openedOn: number | null = null;
  let cellStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n') line += 1;
    if (openedOn !== null) {
      if (char === '"' && text[index + 1] === '"') index += 1;
      else if (char === '"') openedOn = null;
      continue;
    }
    if (char === '"' && cellStart) openedOn = line;
    cellStart = char === ',' || char === '\n' || char === '\r' || char === '\uFEFF';
  }
  return openedOn;
}
