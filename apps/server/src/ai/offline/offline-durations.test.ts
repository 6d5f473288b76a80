import { describe, expect, it } from 'vitest';
import { offlineGoalSuggestions } from './offline-goals';
import { offlineInsights } from './offline-insights';
import { emptySnapshot } from './user-snapshot';

// docs/product/activity.md "Durations" (issue 18 item 5): the offline assistant writes time as every screen
// does, so 14 seconds of work is '14s', never '0m' or '1h'.

const today = '2026-06-10';

describe("the offline assistant's sentences use the one duration format", () => {
  it('insights say the seconds tracked under a minute, and hours and minutes from a minute on', () => {
    expect(offlineInsights({ ...emptySnapshot(today), productiveSecondsToday: 14 })).toContain('**Productive time:** 14s of work and learning tracked today.');
    expect(offlineInsights({ ...emptySnapshot(today), productiveSecondsToday: 80 * 60 + 30 })).toContain('1h 20m of work and learning tracked today');
  });

  it('a goal suggestion from 14 seconds of work says 14s, not 1h', () => {
    const snapshot = { ...emptySnapshot(today), activities: [{ title: 'Try the timer', type: 'work' as const, durationSeconds: 14, date: today }] };
    const [first] = offlineGoalSuggestions(snapshot);
    expect(first?.description).toContain('In your last activity you tracked 14s of work.');
  });
});
