import { describe, expect, it } from 'vitest';
import { exactTime, timeAgo } from './backup-time';

// docs/product/backups.md "Where a person sees it": "Last backup: 3 hours ago (Mar 16, 2026, 9:05 AM)".

describe('timeAgo', () => {
  const now = new Date('2026-03-16T12:00:00.000Z');
  const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms).toISOString(), now);

  it('says how long ago, as people say it', () => {
    expect(ago(20_000)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(3 * 3_600_000 + 59 * 60_000)).toBe('3 hours ago');
    expect(ago(26 * 3_600_000)).toBe('yesterday');
    expect(ago(4 * 86_400_000)).toBe('4 days ago');
    expect(ago(20 * 86_400_000)).toBe('2 weeks ago');
  });

  it('says just now for a backup a little ahead of this clock', () => {
    expect(ago(-30_000)).toBe('just now');
  });
});

describe('exactTime', () => {
  it("is the date and time in the browser's zone", () => {
    // The web project's tests run in Los Angeles (vitest.config.ts): 09:05 UTC is 02:05 there (PDT).
    expect(exactTime('2026-03-16T09:05:00.000Z')).toBe('Mar 16, 2026, 2:05 AM');
  });
});
