import type { Habit } from '@cadence/shared';
import { Flame } from 'lucide-react';
import { periodCount, streakText } from './habit-labels';

/** The streak ('{n} day streak'), the best streak and the last 30 days' rate (docs/product/habits.md "Card"). */
export function HabitCardStats({ habit }: { habit: Habit }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <p className="inline-flex items-center gap-1.5 font-semibold text-orange-700 dark:text-orange-300">
        <Flame aria-hidden="true" className="h-4 w-4" />
        {streakText(habit.streak, habit.frequency)}
      </p>
      <p className="text-slate-600 dark:text-slate-400">Best: {periodCount(habit.bestStreak, habit.frequency)}</p>
      <p className="text-slate-600 dark:text-slate-400">Last 30 days: {habit.completionRate}%</p>
    </div>
  );
}
