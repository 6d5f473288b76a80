import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEstimatedMinutes } from './estimated-minutes';

describe('estimated minutes in the form (spec part 1 §5)', () => {
  it('parses an integer of at least 1', () => {
    expect(parseEstimatedMinutes('30')).toBe(30);
    expect(parseEstimatedMinutes(' 45 ')).toBe(45);
    expect(parseEstimatedMinutes('1.5')).toBe(1);
  });

  it('turns empty, zero, negative and non-numeric text into null', () => {
    for (const text of ['', '   ', '0', '-5', 'abc']) expect(parseEstimatedMinutes(text)).toBeNull();
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

  it('reads back any positive integer it is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), (n) => {
        expect(parseEstimatedMinutes(String(n))).toBe(n);
      }),
    );
  });
});
