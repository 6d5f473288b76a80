import { ACTIVITY_TYPE_COLORS, type ActivityType, type ActivityTypeColor } from './activity-constants';

/**
 * docs/product/activity.md "Type colours": work blue, exercise green, learning purple, leisure teal,
 * social yellow, other grey. A badge (text on a tint, AA in both themes) and a solid mark: the web's
 * Tailwind classes, here so the activity history and the dashboard's schedule draw one set (the web's
 * styles.css has this file as a Tailwind source).
 */
const STYLES: Record<ActivityTypeColor, { badge: string; mark: string }> = {
  blue: { badge: 'bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200', mark: 'bg-blue-500' },
  green: { badge: 'bg-green-100 text-green-800 dark:bg-green-500/20 dark:text-green-200', mark: 'bg-green-500' },
  purple: { badge: 'bg-purple-100 text-purple-800 dark:bg-purple-500/20 dark:text-purple-200', mark: 'bg-purple-500' },
  teal: { badge: 'bg-teal-100 text-teal-800 dark:bg-teal-500/20 dark:text-teal-200', mark: 'bg-teal-500' },
  yellow: { badge: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-500/20 dark:text-yellow-100', mark: 'bg-yellow-400' },
  grey: { badge: 'bg-slate-100 text-slate-700 dark:bg-slate-700/60 dark:text-slate-200', mark: 'bg-slate-400' },
};

export function activityTypeStyle(type: ActivityType): { badge: string; mark: string } {
  return STYLES[ACTIVITY_TYPE_COLORS[type]];
}
