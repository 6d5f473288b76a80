import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { habitStreak } from './habit-streak';

describe('habit streaks from the completion log (docs/architecture.md "Server-owned state")', () => {
  it('counts consecutive days ending today, or yesterday while today is open', () => {
    expect(habitStreak(['2026-05-01', '2026-05-02', '2026-05-03'], 'daily', '2026-05-03')).toEqual({ streak: 3, doneThisPeriod: true });
    expect(habitStreak(['2026-05-01', '2026-05-02'], 'daily', '2026-05-03')).toEqual({ streak: 2, doneThisPeriod: false });
    expect(habitStreak(['2026-05-01'], 'daily', '2026-05-03')).toEqual({ streak: 0, doneThisPeriod: false });
  });

  it('counts weeks (Monday to Sunday) and months', () => {
    expect(habitStreak(['2026-04-27', '2026-05-06'], 'weekly', '2026-05-10')).toEqual({ streak: 2, doneThisPeriod: true });
    expect(habitStreak(['2026-03-31', '2026-04-01'], 'monthly', '2026-05-02')).toEqual({ streak: 2, doneThisPeriod: false });
  });

  it('property: a run of n days ending today is a streak of n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (n) => {
        const today = '2026-06-30';
        const dates = Array.from({ length: n }, (_, i) => new Date(Date.parse(`${today}T00:00:00Z`) - i * 86_400_000).toISOString().slice(0, 10));
        expect(habitStreak(dates, 'daily', today).streak).toBe(n);
      }),
    );
  });
});
