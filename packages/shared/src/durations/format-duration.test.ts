import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationInWords, formatDuration, isoDuration } from './format-duration';

/** The seconds a text of formatDuration stands for. */
function secondsShown(text: string): number {
  const short = /^(\d+)s$/.exec(text);
  if (short) return Number(short[1]);
  const [, h, m] = /^(\d+)h (\d+)m$/.exec(text)!;
  return Number(h) * 3600 + Number(m) * 60;
}

describe("one duration format that never hides recorded time (issue 18 item 5, docs/product/activity.md 'Durations')", () => {
  it("writes seconds under a minute and the spec's '{h}h {m}m' from a minute on", () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(14)).toBe('14s');
    expect(formatDuration(59.9)).toBe('59s');
    expect(formatDuration(60)).toBe('0h 1m');
    expect(formatDuration(45 * 60)).toBe('0h 45m');
    expect(formatDuration(3600)).toBe('1h 0m');
    expect(formatDuration(2 * 3600 + 5 * 60 + 59)).toBe('2h 5m');
    expect(formatDuration(-5)).toBe('0s');
  });

  it('reads zero only for no time at all, never more than there was, and less by under a minute (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (seconds) => {
        const text = formatDuration(seconds);
        expect(text).toMatch(/^(\d+s|\d+h [0-5]?\dm)$/);
        const shown = secondsShown(text);
        expect(shown).toBeLessThanOrEqual(seconds);
        expect(seconds - shown).toBeLessThan(60);
        expect(shown === 0).toBe(seconds === 0);
      }),
    );
  });

  it('never shrinks as time goes on (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(secondsShown(formatDuration(low))).toBeLessThanOrEqual(secondsShown(formatDuration(high)));
      }),
    );
  });

  it('says the same length in words', () => {
    expect(durationInWords(1)).toBe('1 second');
    expect(durationInWords(14)).toBe('14 seconds');
    expect(durationInWords(60)).toBe('1 minute');
    expect(durationInWords(45 * 60 + 30)).toBe('45 minutes');
    expect(durationInWords(3600)).toBe('1 hour');
    expect(durationInWords(2 * 3600 + 5 * 60)).toBe('2 hours 5 minutes');
  });

  it('words and figures agree (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (seconds) => {
        const words = durationInWords(seconds);
        let total = 0;
        for (const [, n, unit] of words.matchAll(/(\d+) (second|minute|hour)s?/g)) total += Number(n) * (unit === 'hour' ? 3600 : unit === 'minute' ? 60 : 1);
        expect(total).toBe(secondsShown(formatDuration(seconds)));
      }),
    );
  });

  it('writes an exact ISO 8601 duration for <time>', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(14)).toBe('PT14S');
    expect(isoDuration(3 * 3600 + 30)).toBe('PT3H30S');
    expect(isoDuration(90)).toBe('PT1M30S');
  });
});
