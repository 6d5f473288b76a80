import { describe, expect, it } from 'vitest';
import { habitStanding } from './assistant-snapshot.service';

// docs/product/ai.md "Context": the assistant's streaks are the screen's, targets and rest days included
// (docs/product/habits.md "Targets", "Rest days").

describe('habitStanding', () => {
  it('a week counts once it met its target, and this week is done only then', () => {
    const dates = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-09'];
    expect(habitStanding(dates, 'weekly', '2026-03-11', 'sunday', { targetCount: 3 })).toEqual({ streak: 1, doneThisPeriod: false });
    expect(habitStanding(dates, 'weekly', '2026-03-11', 'sunday')).toEqual({ streak: 2, doneThisPeriod: true });
  });

  it('a rest day holds a daily streak', () => {
    const rest = { breaks: [{ startDate: '2026-03-10', endDate: '2026-03-10' }] };
    expect(habitStanding(['2026-03-09', '2026-03-11'], 'daily', '2026-03-11', 'sunday', rest).streak).toBe(2);
  });
});
