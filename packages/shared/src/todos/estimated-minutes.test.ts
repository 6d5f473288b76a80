import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEstimatedMinutes } from './estimated-minutes';

describe('estimated minutes in the form (docs/product/todos.md "Task form")', () => {
  it('reads a whole number of at least 1, with or without "min"', () => {
    expect(parseEstimatedMinutes('30')).toBe(30);
    expect(parseEstimatedMinutes(' 45 ')).toBe(45);
    expect(parseEstimatedMinutes('90 min')).toBe(90);
    expect(parseEstimatedMinutes('007')).toBe(7);
  });

  it("refuses what is not a whole number of at least 1: '1.5' is not read as 1 (issue 13)", () => {
    for (const text of ['', '   ', '0', '-5', 'abc', '1.5', '1,5', '2e3', '90 hours', '12abc']) expect(parseEstimatedMinutes(text)).toBeNull();
  });

  it('returns null or a whole number of at least 1 for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const minutes = parseEstimatedMinutes(text);
        if (minutes !== null) {
          expect(Number.isInteger(minutes)).toBe(true);
          expect(minutes).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('reads back any positive integer it is given, and refuses any decimal that is not whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), (n) => {
        expect(parseEstimatedMinutes(String(n))).toBe(n);
        expect(parseEstimatedMinutes(`${n}.5`)).toBeNull();
      }),
    );
  });
});
