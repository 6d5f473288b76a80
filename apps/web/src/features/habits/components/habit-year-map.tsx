import type { Habit } from '@cadence/shared';
import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { formatDay, formatShortMonth, formatWeekOf } from './habit-dates';
import { yearDayLevel, yearStart, yearSummary, yearWeeks, type YearDayLevel } from './habit-year';
import { useDoneDays } from './use-done-days';
import { useWeekStart } from '../../../lib/profile-query';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const PERIOD_WORD = { weekly: 'week', monthly: 'month' } as const;

function levelWords(level: YearDayLevel, frequency: Habit['frequency']): string {
  if (level === 'done') return 'done';
  return level === 'period' && frequency !== 'daily' ? `not marked, ${PERIOD_WORD[frequency]} done` : 'not done';
}

function Swatch({ level, color }: { level: YearDayLevel; color: string }) {
  // A day of a done week or month is the habit's colour, lighter; the words say it too (never colour alone).
  const style = level === 'done' ? { backgroundColor: color } : level === 'period' ? { backgroundColor: `${color}59`, boxShadow: `inset 0 0 0 1px ${color}` } : undefined;
  return <span aria-hidden="true" style={style} className={cx('block h-2.5 w-2.5 rounded-[2px]', level === 'none' && 'bg-slate-200 dark:bg-slate-700')} />;
}

/**
 * 'Past year' (docs/product/habits.md "Year"; issue 18 item 4): a GitHub-style map of the last 53 weeks,
 * a column per week and a row per weekday. It is a table: every day has its date and whether it was
 * done in words, so nothing is told by colour alone; a summary says the year in one line.
 */
export function HabitYearMap({ habit, today }: { habit: Habit; today: string }) {
  const headingId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const weekStart = useWeekStart();
  const { done, sorted, loading, failed, retry } = useDoneDays(habit, yearStart(today, weekStart), today, today);
  const weeks = useMemo(() => yearWeeks(today, weekStart), [today, weekStart]);
  const summary = yearSummary(today, sorted, habit.frequency, weekStart);

  // The newest weeks are the ones a person looks for: a narrow screen starts scrolled to them.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  }, [weeks]);

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        Past year
      </h4>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {loading
          ? 'Loading the past year…'
          : habit.frequency === 'daily'
            ? `Done on ${summary.done} ${summary.done === 1 ? 'day' : 'days'} in the past year`
            : `Done in ${summary.done} of ${summary.of} ${PERIOD_WORD[habit.frequency]}s`}
      </p>
      {failed ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-300">
          Could not load the past year.
          <Button variant="secondary" className="px-3 py-1" onClick={retry}>
            Try again
          </Button>
        </p>
      ) : null}
      {/* Focusable, so the keyboard can scroll it on a narrow screen (axe: scrollable-region-focusable).
          Relative: the cells' sr-only words are absolutely placed, and would otherwise escape this scroller
          and widen the whole page on a phone. */}
      <div ref={scrollRef} role="region" aria-labelledby={headingId} tabIndex={0} className={cx('relative mt-2 overflow-x-auto rounded-lg pb-1', focusRing)}>
        <table className="border-separate border-spacing-[3px] text-[10px] leading-none text-slate-600 dark:text-slate-400">
          <caption className="sr-only">{`"${habit.title}" day by day over the past year, a column for each week`}</caption>
          <thead>
            <tr>
              <td />
              {weeks.map((week, index) => {
                const sunday = week[0] ?? '';
                // The month's name over the week its 1st falls in (and over the first column).
                // The first column names its month only when the next month's name is not right beside it
                // ('Nov' squeezed against 'Dec' read as 'NovDec' in the 1280 px screenshot).
                const hasFirst = (days: ReadonlyArray<string | null | undefined> | undefined) => days?.some((date) => date?.endsWith('-01')) ?? false;
                const starts = hasFirst(week) || (index === 0 && !hasFirst(weeks[1]) && !hasFirst(weeks[2]));
                const monthOf = week.find((date) => date?.endsWith('-01')) ?? sunday;
                return (
                  <th key={sunday} scope="col" className="h-3 p-0 text-left font-normal">
                    <span aria-hidden="true" className="whitespace-nowrap">
                      {starts ? formatShortMonth(monthOf) : ''}
                    </span>
                    <span className="sr-only">{formatWeekOf(sunday)}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday, day) => (
              <tr key={weekday}>
                <th scope="row" className="pr-1 text-left font-normal">
                  <span aria-hidden="true">{day % 2 === 1 ? weekday.slice(0, 3) : ''}</span>
                  <span className="sr-only">{weekday}</span>
                </th>
                {weeks.map((week) => {
                  const date = week[day];
                  if (!date) return <td key={`${week[0]}-${day}`} className="p-0" />;
                  const level = yearDayLevel(date, done, sorted, habit.frequency, weekStart);
                  const words = `${formatDay(date)}: ${levelWords(level, habit.frequency)}`;
                  return (
                    <td key={date} className="p-0" title={words}>
                      <Swatch level={level} color={habit.color} />
                      <span className="sr-only">{words}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <Swatch level="none" color={habit.color} /> Not done
        </span>
        {habit.frequency !== 'daily' ? (
          <span className="inline-flex items-center gap-1.5">
            <Swatch level="period" color={habit.color} /> In a done {PERIOD_WORD[habit.frequency]}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1.5">
          <Swatch level="done" color={habit.color} /> Done
        </span>
      </p>
    </section>
  );
}
