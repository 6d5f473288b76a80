import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../activity/activity-constants';
import { productiveSecondsAt, runningSeconds } from './productive-time';

describe('the running session counts in Productive Time (docs/product/dashboard.md "Productive Time")', () => {
  const start = Date.parse('2026-03-01T10:00:00.000Z');
  const running = { accumulatedSeconds: 120, resumedAt: new Date(start).toISOString() };

  it('adds the elapsed time of a running work session that started today', () => {
    expect(productiveSecondsAt(600, { ...running, type: 'work', countsToday: true }, start + 90_500)).toBe(600 + 120 + 90);
  });

  it('adds a paused session as it stood when paused', () => {
    expect(productiveSecondsAt(600, { accumulatedSeconds: 300, resumedAt: null, type: 'learning', countsToday: true }, start + 999_000)).toBe(900);
  });

  it('leaves out sessions of other types and sessions that started before today', () => {
    expect(productiveSecondsAt(600, { ...running, type: 'exercise', countsToday: true }, start + 60_000)).toBe(600);
    expect(productiveSecondsAt(600, { ...running, type: 'work', countsToday: false }, start + 60_000)).toBe(600);
    expect(productiveSecondsAt(600, null, start)).toBe(600);
  });

  it('never goes down as time passes, and never counts more than the time that passed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(...ACTIVITY_TYPES),
        fc.boolean(),
        fc.integer({ min: -5_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (logged, accumulated, type, paused, sinceResume, later) => {
          const session = { accumulatedSeconds: accumulated, resumedAt: paused ? null : new Date(start).toISOString(), type, countsToday: true };
          const now = start + sinceResume;
          const a = productiveSecondsAt(logged, session, now);
          const b = productiveSecondsAt(logged, session, now + later);
          expect(b).toBeGreaterThanOrEqual(a);
          expect(b - a).toBeLessThanOrEqual(Math.ceil(later / 1000));
          expect(a).toBeGreaterThanOrEqual(logged);
          expect(runningSeconds(session, now)).toBeGreaterThanOrEqual(accumulated);
        },
      ),
    );
  });
});
