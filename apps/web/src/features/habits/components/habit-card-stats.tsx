import type { Habit } from '@cadence/shared';
import { Flame } from 'lucide-react';
import { cx } from '../../../components/ui/class-names';
import { periodCount, streakText } from './habit-labels';

/** The streak ('{n} day streak'), the best streak and the last 30 days' rate (docs/product/habits.md "Card"). */
export function HabitCardStats({ habit }: { habit: Habit }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {/* A streak of 0 is not a warning: only a running streak wears the flame's colour. */}
      <p className={cx('inline-flex items-center gap-1.5 font-semibold', habit.streak > 0 ? 'text-orange-700 dark:text-orange-300' : 'text-slate-600 dark:text-slate-400')}>
        <Flame aria-hidden="true" className="h-4 w-4" />
        {streakText(habit.streak, habit.frequency)}
      </p>
      <p className="text-slate-600 dark:text-slate-400">Best: {periodCount(habit.bestStreak, habit.frequency)}</p>
      <p className="text-slate-600 dark:text-slate-400">Last 30 days: {habit.completionRate}%</p>
    </div>
  );
}
