import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock } from './duration-format';

describe('the timer face hh:mm:ss (docs/product/activity.md "Elapsed time")', () => {
  it('pads every part to two digits and lets hours grow', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(59)).toBe('00:00:59');
    expect(formatClock(12 * 60 + 4)).toBe('00:12:04');
    expect(formatClock(3600)).toBe('01:00:00');
    expect(formatClock(100 * 3600 + 61)).toBe('100:01:01');
  });

  it('reads back as the seconds it was given (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (seconds) => {
        const text = formatClock(seconds);
        expect(text).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d$/);
        const [h, m, s] = text.split(':').map(Number) as [number, number, number];
        expect(h * 3600 + m * 60 + s).toBe(seconds);
      }),
    );
  });
});
