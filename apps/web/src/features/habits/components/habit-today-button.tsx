import type { Habit } from '@cadence/shared';
import { Check } from 'lucide-react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { CURRENT_PERIOD } from './habit-period-labels';

/**
 * docs/product/habits.md "Card": the card's check for the current period (today for a daily habit, this
 * week or this month for the others); its name says what pressing it does.
 */
export function HabitTodayButton({ habit, done, onToggle, daily = false }: { habit: Habit; done: boolean; onToggle: () => void; daily?: boolean }) {
  // docs/product/habits.md "Targets", "Amounts": with a target or an amount the check is for today.
  const when = daily ? 'today' : CURRENT_PERIOD[habit.frequency];
  const label = done ? `Mark "${habit.title}" not done ${when}` : `Mark "${habit.title}" done ${when}`;
  return (
    <button
      type="button"
      aria-label={label}
      title={done ? `Done ${when}` : `Not done ${when}`}
      onClick={onToggle}
      style={done ? { backgroundColor: habit.color, borderColor: habit.color } : undefined}
      className={cx(
        'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
        done
          ? 'text-white dark:ring-2 dark:ring-white/80'
          : 'border-slate-300 bg-white text-slate-400 hover:border-slate-500 hover:text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-500 dark:hover:border-slate-400 dark:hover:text-slate-300',
        focusRing,
      )}
    >
      <Check aria-hidden="true" className="h-6 w-6" strokeWidth={done ? 3 : 2} />
    </button>
  );
}
