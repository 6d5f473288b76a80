import { longDate, moodSentence, moodWindow } from './facts';
import type { Period } from './question';
import type { UserSnapshot } from './user-snapshot';

// docs/product/ai.md "Offline assistant": the mood trend over the last 7 or 30 days against the days
// before, by the review's one definition (docs/product/dashboard.md "Review"; issue 18 §7).

export type MoodPeriod = Extract<Period, 'last7' | 'last30'>;

export const MOOD_PERIOD_DAYS: Record<MoodPeriod, number> = { last7: 7, last30: 30 };

/** 'the last 7 days (March 4 to March 10)': how an answer names a mood window. */
export function moodHeading(period: MoodPeriod, snapshot: Pick<UserSnapshot, 'today' | 'moodPoints'>): string {
  const window = moodWindow(snapshot, MOOD_PERIOD_DAYS[period]);
  return `the last ${MOOD_PERIOD_DAYS[period]} days (${longDate(window.first)} to ${longDate(window.last)})`;
}

export function moodAnswer(snapshot: UserSnapshot, period: MoodPeriod): string {
  const days = MOOD_PERIOD_DAYS[period];
  const window = moodWindow(snapshot, days);
  const heading = moodHeading(period, snapshot);
  if (!window.mood) return `Over ${heading} you logged no mood. A quick check-in on the Journal page, or an entry, starts your trend.`;
  const lines = [`Over ${heading}, your mood ${moodSentence(window, days)} (journal entries and check-ins).`];
  if (window.best && window.mood.daysWithMood > 1) lines.push('', `Your best day was ${longDate(window.best.date)} (${window.best.mood.toFixed(1)}/10).`);
  if (window.previous && window.mood.average < window.previous.average) lines.push('', 'Be gentle with yourself, and notice what drains you: a few words in your journal help.');
  return lines.join('\n');
}
