import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

// docs/product/data.md "The zip": RFC 4180 cells, CRLF records, and no formula a spreadsheet would run.

/** Reads one RFC 4180 record back (the test's own parser). */
function parseRecord(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

describe('CSV cells', () => {
  it('quotes what must be quoted and guards formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
    expect(csvCell(['a', 'b'])).toBe('a; b');
  });

  it('a record reads back as its cells, each starting with no formula sign (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }), (cells) => {
        const line = csvLine(cells);
        expect(line.endsWith('\r\n')).toBe(true);
        const read = parseRecord(line.slice(0, -2));
        expect(read).toHaveLength(cells.length);
        read.forEach((value, index) => {
          expect(/^[=+\-@\t\r]/.test(value)).toBe(false);
          const cell = cells[index]!;
          expect(value).toBe(/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
        });
      }),
    );
  });
});
