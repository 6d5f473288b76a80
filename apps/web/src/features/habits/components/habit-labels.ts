import type { HabitFrequency } from '@cadence/shared';

// What a card says about its numbers (docs/product/habits.md "Streak").

const UNITS: Record<HabitFrequency, string> = { daily: 'day', weekly: 'week', monthly: 'month' };

/** docs/product/habits.md "Streak": '{n} day streak'; a weekly habit counts weeks and a monthly one months (our departure). */
export function streakText(streak: number, frequency: HabitFrequency): string {
  return `${streak} ${UNITS[frequency]} streak`;
}

/** '1 day', '12 weeks'. */
export function periodCount(count: number, frequency: HabitFrequency): string {
  return `${count} ${UNITS[frequency]}${count === 1 ? '' : 's'}`;
}
