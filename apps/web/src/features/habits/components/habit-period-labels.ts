import type { HabitFrequency, HabitPeriod } from '@cadence/shared';
import { formatDay, formatMonth, formatNarrowWeekday, formatShortDate, formatShortMonth, formatWeekOf } from './habit-dates';

// How a period is named on the card (docs/product/habits.md "Card"): a day, a week or a month.

/** Its full name, for screen readers and tooltips: 'Tuesday, March 10', 'Week of March 8', 'March 2026'. */
export function periodName(period: HabitPeriod, frequency: HabitFrequency): string {
  if (frequency === 'daily') return formatDay(period.first);
  return frequency === 'weekly' ? formatWeekOf(period.first) : formatMonth(period.first);
}

/** What the strip writes above it: 'T', 'Mar 8', 'Mar'. */
export function periodShortName(period: HabitPeriod, frequency: HabitFrequency): string {
  if (frequency === 'daily') return formatNarrowWeekday(period.first);
  return frequency === 'weekly' ? formatShortDate(period.first) : formatShortMonth(period.first);
}

/** The current period in words: 'today', 'this week', 'this month'. */
export const CURRENT_PERIOD: Record<HabitFrequency, string> = { daily: 'today', weekly: 'this week', monthly: 'this month' };

/** The strip's name: 'last 7 days', 'last 7 weeks', 'last 7 months'. */
export const STRIP_UNITS: Record<HabitFrequency, string> = { daily: 'days', weekly: 'weeks', monthly: 'months' };
