import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellOf, readCsv, readCsvHeader } from './csv-rows';
import { ImportFormatError } from './import-format-error';

/** RFC 4180: a cell with a comma, a quote or a line break is quoted, its quotes doubled; records end with CRLF. */
function writeCsv(rows: string[][]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

describe('readCsv', () => {
  it('reads a header with a BOM, quoted commas, quotes and line breaks, and numbers rows as a spreadsheet does', () => {
    const text = '\uFEFFName,Note\n"Zoé, 🎉","say ""hi""\r\nthen go"\n\n\nLast,one\n';
    const table = readCsv({ name: 'exports/notes.csv', text });
    expect(table.fileName).toBe('notes.csv');
    expect(table.header).toEqual(['Name', 'Note']);
    expect(table.records.map(({ row, line, cells }) => ({ row, line, cells }))).toEqual([
      { row: 2, line: 2, cells: ['Zoé, 🎉', 'say "hi"\nthen go'] },
      { row: 5, line: 6, cells: ['Last', 'one'] },
    ]);
    expect(table.records[0]!.values).toEqual({ Name: 'Zoé, 🎉', Note: 'say "hi"\nthen go' });
  });

  it('counts lines right after a CRLF inside a quoted cell', () => {
    const table = readCsv({ name: 'a.csv', text: 'a,b\r\n"x\r\ny",1\r\n\r\nz,2\r\n' });
    expect(table.records.map(({ row, line }) => [row, line])).toEqual([
      [2, 2],
      [4, 5],
    ]);
  });

  it('finds a column whatever its case, and gives an empty cell for a short row or a missing column', () => {
    const table = readCsv({ name: 'a.csv', text: 'TYPE, Content \ntask\n' });
    const [record] = table.records;
    expect(cellOf(table, record!, 'type')).toBe('task');
    expect(cellOf(table, record!, 'CONTENT')).toBe('');
    expect(cellOf(table, record!, 'PRIORITY')).toBe('');
  });

  it('skips rows whose cells are all blank', () => {
    const table = readCsv({ name: 'a.csv', text: 'a,b\n,,\n  , \n1,2\n' });
    expect(table.records.map((record) => record.row)).toEqual([4]);
  });

  it('refuses a file whose quoting breaks RFC 4180, naming the line', () => {
    expect(() => readCsv({ name: 'x/tasks.csv', text: 'a,b\n1,2\n3,"open\n5,6\n' })).toThrow(new ImportFormatError('tasks.csv cannot be read as CSV: the quote opened on line 3 is never closed'));
    expect(() => readCsv({ name: 'tasks.csv', text: 'a,b\n1,2\n3,"closed"x\n' })).toThrow(new ImportFormatError('tasks.csv cannot be read as CSV: a quoted cell is followed by more text on line 3'));
    expect(() => readCsv({ name: 'tasks.csv', text: 'a,b\nRead "Dune",x\n' })).toThrow(new ImportFormatError('tasks.csv cannot be read as CSV: a cell has a quote without being quoted on line 2'));
  });


  it('any text in a cell comes back as written (commas, quotes, emoji), its line breaks as \\n', () => {
    const text = fc.string({ unit: fc.oneof(fc.constantFrom(',', '"', '\n', '\r\n', ' ', '🎉', 'é', '|', '<br>'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })) });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 8 }), (notes) => {
        const rows = notes.map(([title, note], index) => [String(index), title, note]);
        const table = readCsv({ name: 'notes.csv', text: writeCsv([['id', 'title', 'note'], ...rows]) });
        const asRead = rows.map((row) => row.map((cell) => cell.replace(/\r\n?/g, '\n')));
        expect(table.records.map((record) => record.cells)).toEqual(asRead);
      }),
    );
  });
});

describe('readCsvHeader', () => {
  it('gives the first row, or null for a file that is not CSV', () => {
    expect(readCsvHeader('\uFEFFfull_date, mood\n2025-01-01,rad\n')).toEqual(['full_date', 'mood']);
    expect(readCsvHeader('"never closed\n')).toBeNull();
  });
});
