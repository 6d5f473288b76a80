import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './api-client';

describe('parseRetryAfter (Retry-After of a 429 or 503)', () => {
  it('reads whole seconds as they are, spaces around them too', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.constantFrom('', ' ', '  '), (seconds, pad) => {
        expect(parseRetryAfter(`${pad}${seconds}${pad}`)).toBe(seconds);
      }),
    );
  });

  it('reads an HTTP date as the whole seconds left from now, rounded up, never below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000_000, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (nowSeconds, nowMs, delta) => {
          const date = new Date((nowSeconds + delta) * 1000).toUTCString();
          // A deadline 30 s away read 0.4 s into a second still leaves 30 whole seconds to wait.
          expect(parseRetryAfter(date, nowSeconds * 1000 + nowMs)).toBe(Math.max(0, delta));
        },
      ),
    );
  });

  it('gives nothing for a missing or unreadable header, and never a negative or fractional wait', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (header) => {
        const seconds = parseRetryAfter(header);
        if (seconds !== undefined) expect(Number.isInteger(seconds) && seconds >= 0).toBe(true);
      }),
    );
  });
});
