import { addDays, addMonths, isRestDay, monthStartOf, type Habit } from '@cadence/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useWeekStart } from '../../../lib/profile-query';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { formatMonth, formatShortWeekday, monthGrid, weekOf } from './habit-dates';
import { HabitDayToggle } from './habit-day-toggle';
import { yearStart } from './habit-year';
import { useDoneDays } from './use-done-days';

/** How far back the Monthly Overview goes (docs/product/habits.md "Card"). */
const MONTHS_BACK = 24;

const navButton = cx(
  'inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:text-slate-600',
  focusRing,
);

/**
 * 'Monthly Overview' (docs/product/habits.md "Card"): a month with Sunday-first columns, the current
 * one first; 'Previous month' and 'Next month' move through the last two years (issue 18 item 4). Past
 * days and today toggle.
 */
export function HabitMonthlyOverview({ habit, today, onTap }: { habit: Habit; today: string; onTap: (date: string) => void }) {
  const headingId = useId();
  const weekStart = useWeekStart();
  const [month, setMonth] = useState(() => monthStartOf(today));
  const first = month;
  const last = addDays(addMonths(first, 1), -1);
  // A month inside the year's heat-map reads the same range, so the two share one request.
  const heatFrom = yearStart(today, weekStart);
  const { done, sorted, loading, failed, retry } = useDoneDays(habit, first >= heatFrom ? heatFrom : first, first >= heatFrom ? today : last, today);
  const doneThisMonth = sorted.filter((date) => date >= first && date <= last).length;
  const current = monthStartOf(today);
  const earliest = monthStartOf(addMonths(current, -MONTHS_BACK));
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        Monthly Overview
      </h4>
      <div className="mt-2 flex max-w-sm items-center justify-between gap-2">
        <button type="button" className={navButton} aria-label="Previous month" disabled={first <= earliest} onClick={() => setMonth(addMonths(first, -1))}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </button>
        <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold text-slate-900 dark:text-white">{formatMonth(first)}</span> · {loading ? 'Loading…' : `${doneThisMonth} done`}
        </p>
        <button type="button" className={navButton} aria-label="Next month" disabled={first >= current} onClick={() => setMonth(addMonths(first, 1))}>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {failed ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-300">
          Could not load {formatMonth(first)}.
          <Button variant="secondary" className="px-3 py-1" onClick={retry}>
            Try again
          </Button>
        </p>
      ) : null}
      <table className="mt-2 w-full max-w-sm table-fixed border-separate border-spacing-1">
        <caption className="sr-only">{formatMonth(first)}</caption>
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
          {monthGrid(first, weekStart).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => (
                <td key={date ?? `blank-${column}`} className="text-center">
                  {date ? <HabitDayToggle date={date} today={today} done={done.has(date)} rest={isRestDay(date, habit.breaks ?? [])} color={habit.color} onTap={onTap} className="h-8 w-8 text-xs sm:h-9 sm:w-9 sm:text-sm" /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
