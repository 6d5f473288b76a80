import type { ActivityType } from '@cadence/shared';

/**
 * docs/product/dashboard.md "Today's Schedule": work blue, exercise green, learning purple, social yellow, other
 * grey; leisure teal, as the activity area chose (docs/product/dashboard.md "Today's Schedule"). A mark
 * and a badge whose text keeps 4.5:1 in both themes; the type is always written too, never colour alone.
 */
const STYLES: Record<ActivityType, { badge: string; mark: string }> = {
  work: { badge: 'bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200', mark: 'bg-blue-500' },
  exercise: { badge: 'bg-green-100 text-green-800 dark:bg-green-500/20 dark:text-green-200', mark: 'bg-green-500' },
  learning: { badge: 'bg-purple-100 text-purple-800 dark:bg-purple-500/20 dark:text-purple-200', mark: 'bg-purple-500' },
  leisure: { badge: 'bg-teal-100 text-teal-800 dark:bg-teal-500/20 dark:text-teal-200', mark: 'bg-teal-500' },
  social: { badge: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-500/20 dark:text-yellow-100', mark: 'bg-yellow-400' },
  other: { badge: 'bg-slate-100 text-slate-700 dark:bg-slate-700/60 dark:text-slate-200', mark: 'bg-slate-400' },
};

export function activityTypeStyle(type: ActivityType): { badge: string; mark: string } {
  return STYLES[type];
}
