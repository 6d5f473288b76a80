import type { Habit } from '@cadence/shared';
import { Check } from 'lucide-react';
import { cx } from '../../../components/ui/class-names';
import { formatDay, formatNarrowWeekday, lastDays } from './habit-dates';

/** docs/product/habits.md "Card": the last 7 days, today last, done days filled in the habit's colour (to read, not to press). */
export function HabitWeekStrip({ habit, today, done }: { habit: Habit; today: string; done: ReadonlySet<string> }) {
  return (
    <ol aria-label={`"${habit.title}", last 7 days`} className="mt-3 grid max-w-xs grid-cols-7 gap-1">
      {lastDays(today, 7).map((date) => {
        const isDone = done.has(date);
        return (
          <li key={date} className="flex flex-col items-center gap-1">
            <span aria-hidden="true" className={cx('text-xs', date === today ? 'font-bold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400')}>
              {formatNarrowWeekday(date)}
            </span>
            <span
              aria-hidden="true"
              style={isDone ? { backgroundColor: habit.color } : undefined}
              className={cx(
                'flex h-7 w-7 items-center justify-center rounded-full text-white',
                !isDone && 'bg-slate-100 dark:bg-slate-800',
                date === today && 'ring-2 ring-slate-400 ring-offset-1 ring-offset-white dark:ring-slate-400 dark:ring-offset-slate-900',
              )}
            >
              {isDone ? <Check className="h-4 w-4" strokeWidth={3} /> : null}
            </span>
            <span className="sr-only">
              {formatDay(date)}
              {date === today ? ' (today)' : ''}: {isDone ? 'done' : 'not done'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
