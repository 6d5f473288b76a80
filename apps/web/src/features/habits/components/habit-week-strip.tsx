import { periodMet, periodProgress, recentPeriods, type Habit, type HabitPeriod } from '@cadence/shared';
import { Check } from 'lucide-react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { useWeekStart } from '../../../lib/profile-query';
import { periodName, periodShortName, STRIP_UNITS } from './habit-period-labels';

/**
 * docs/product/habits.md "Card" (issue 18 item 4): the habit's last seven periods, the current one last:
 * days for a daily habit, weeks for a weekly one, months for a monthly one. Each is a button that marks
 * the period done or not done, with the same rules and at once, as the check does.
 */
export function HabitWeekStrip({ habit, today, onTap }: { habit: Habit; today: string; onTap: (period: HabitPeriod) => void }) {
  const periods = recentPeriods(habit.frequency, today, undefined, useWeekStart());
  // A week's name ('Nov 15') is wider than a day's letter or a month's: weeks get more room, so two
  // names never run together ('Nov 15Nov 22') on a wide card.
  return (
    <ol aria-label={`"${habit.title}", last 7 ${STRIP_UNITS[habit.frequency]}`} className={cx('mt-3 grid grid-cols-7 gap-1', habit.frequency === 'weekly' ? 'max-w-sm' : 'max-w-xs')}>
      {periods.map((period, index) => {
        // docs/product/habits.md "Targets": done once the period met its target; the name says how far it got.
        const target = habit.targetCount ?? null;
        const done = periodMet(habit.completions, period, target);
        const current = index === periods.length - 1;
        const progress = periodProgress(habit.completions, period, target);
        const name = target === null ? periodName(period, habit.frequency) : `${periodName(period, habit.frequency)}, ${progress.done} of ${progress.target}`;
        return (
          <li key={period.first} className="flex flex-col items-center gap-1">
            <span aria-hidden="true" className={cx('whitespace-nowrap text-xs', current ? 'font-bold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400')}>
              {periodShortName(period, habit.frequency)}
            </span>
            <button
              type="button"
              aria-pressed={done}
              aria-label={current ? `${name} (${habit.frequency === 'daily' ? 'today' : habit.frequency === 'weekly' ? 'this week' : 'this month'})` : name}
              title={`${name}: ${done ? 'done' : 'not done'}`}
              onClick={() => onTap(period)}
              style={done ? { backgroundColor: habit.color, borderColor: habit.color } : undefined}
              className={cx(
                'flex h-8 w-8 items-center justify-center rounded-full border text-white transition-colors',
                done ? 'dark:ring-1 dark:ring-white/70' : 'border-slate-300 bg-slate-100 hover:border-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:hover:border-slate-400',
                current && 'ring-2 ring-slate-400 ring-offset-1 ring-offset-white dark:ring-slate-400 dark:ring-offset-slate-900',
                focusRing,
              )}
            >
              {done ? <Check aria-hidden="true" className="h-4 w-4" strokeWidth={3} /> : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
