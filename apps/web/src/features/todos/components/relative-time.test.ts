import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relative-time';

const now = new Date(2026, 2, 16, 9, 30); // Mon 16 Mar 2026, 09:30 local

describe('history times (docs/product/todos.md "History")', () => {
  it('says how long ago, as people do', () => {
    const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms).toISOString(), now);
    expect(ago(20_000)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(relativeTime(new Date(2026, 2, 15, 8, 0).toISOString(), now)).toBe('yesterday');
    expect(relativeTime(new Date(2026, 2, 12, 8, 0).toISOString(), now)).toBe('4 days ago');
    expect(relativeTime(new Date(2026, 2, 1, 8, 0).toISOString(), now)).toBe('Mar 1');
    expect(relativeTime(new Date(2025, 11, 24, 8, 0).toISOString(), now)).toBe('Dec 24, 2025');
  });

  it('keeps the exact time for the tooltip, and leaves text it cannot read as it is', () => {
    expect(exactTime(new Date(2026, 2, 16, 9, 5).toISOString())).toMatch(/Mar 16, 2026.*9:05/);
    expect(relativeTime('nope', now)).toBe('nope');
  });

  it('for any moment in the past: never a time in the future, never a number of 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (ms) => {
        const text = relativeTime(new Date(now.getTime() - ms).toISOString(), now);
        expect(text).not.toMatch(/^in |tomorrow|\b0 /);
      }),
    );
  });
});
