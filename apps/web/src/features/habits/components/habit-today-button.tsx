import type { Habit } from '@cadence/shared';
import { Check } from 'lucide-react';
import { cx, focusRing } from '../../../components/ui/class-names';

/** docs/product/habits.md "Card": the card's check for today; its name says what pressing it does. */
export function HabitTodayButton({ habit, doneToday, onToggle }: { habit: Habit; doneToday: boolean; onToggle: () => void }) {
  const label = doneToday ? `Mark "${habit.title}" not done today` : `Mark "${habit.title}" done today`;
  return (
    <button
      type="button"
      aria-label={label}
      title={doneToday ? 'Done today' : 'Not done today'}
      onClick={onToggle}
      style={doneToday ? { backgroundColor: habit.color, borderColor: habit.color } : undefined}
      className={cx(
        'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
        doneToday
          ? 'text-white dark:ring-2 dark:ring-white/80'
          : 'border-slate-300 bg-white text-slate-400 hover:border-slate-500 hover:text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-500 dark:hover:border-slate-400 dark:hover:text-slate-300',
        focusRing,
      )}
    >
      <Check aria-hidden="true" className="h-6 w-6" strokeWidth={doneToday ? 3 : 2} />
    </button>
  );
}
