import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, isoDuration } from './duration-format';

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

describe("duration display '{h}h {m}m' (docs/product/activity.md 'History')", () => {
  it('shows whole hours and minutes', () => {
    expect(formatDuration(0)).toBe('0h 0m');
    expect(formatDuration(59)).toBe('0h 0m');
    expect(formatDuration(25 * 60)).toBe('0h 25m');
    expect(formatDuration(2 * 3600 + 5 * 60 + 59)).toBe('2h 5m');
  });

  it('never shows more time than there was, and less by under a minute (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (seconds) => {
        const [, h, m] = /^(\d+)h (\d+)m$/.exec(formatDuration(seconds))!;
        const shown = Number(h) * 3600 + Number(m) * 60;
        expect(shown).toBeLessThanOrEqual(seconds);
        expect(seconds - shown).toBeLessThan(60);
        expect(Number(m)).toBeLessThan(60);
      }),
    );
  });

  it('writes an exact ISO 8601 duration for <time>', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(3 * 3600 + 30)).toBe('PT3H30S');
    expect(isoDuration(90)).toBe('PT1M30S');
  });
});
