import { useId } from 'react';
import { useWeekStart } from '../../../lib/profile-query';
import { formatMonth, formatShortWeekday, monthGrid, weekOf } from './habit-dates';
import { HabitDayToggle } from './habit-day-toggle';
import type { TrackerProps } from './habit-weekly-tracker';

/** 'Monthly Overview' (docs/product/habits.md "Card"): the current month, Sunday-first columns; past days toggle. */
export function HabitMonthlyOverview({ today, done, color, onSet }: TrackerProps) {
  const headingId = useId();
  const weekStart = useWeekStart();
  const doneThisMonth = [...done].filter((date) => date.startsWith(today.slice(0, 7))).length;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          Monthly Overview
        </h4>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {formatMonth(today)} · {doneThisMonth} done
        </p>
      </div>
      <table className="mt-3 w-full max-w-sm table-fixed border-separate border-spacing-1">
        <caption className="sr-only">{formatMonth(today)}</caption>
        <thead>
          <tr>
            {weekOf(today, weekStart).map((date) => (
              <th key={date} scope="col" className="text-xs font-medium text-slate-600 dark:text-slate-400">
                {formatShortWeekday(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(today, weekStart).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => (
                <td key={date ?? `blank-${column}`} className="text-center">
                  {date ? <HabitDayToggle date={date} today={today} done={done.has(date)} color={color} onSet={onSet} className="h-8 w-8 text-xs sm:h-9 sm:w-9 sm:text-sm" /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
