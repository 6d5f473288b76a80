import { HABIT_CATEGORY_LABELS, HABIT_FREQUENCY_LABELS, HABIT_TIME_OF_DAY_LABELS, isRestDay, periodAround, periodDone, type Habit, type HabitPeriod } from '@cadence/shared';
import { Bell, ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { memo, useId, useMemo } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { useWeekStart } from '../../../lib/profile-query';
import { HabitCardStats } from './habit-card-stats';
import { HabitMonthlyOverview } from './habit-monthly-overview';
import { HabitProgress } from './habit-progress';
import { HabitRestDays } from './habit-rest-days';
import { reminderSummary } from './habit-reminder-labels';
import { HabitTodayButton } from './habit-today-button';
import { HabitWeekStrip } from './habit-week-strip';
import { HabitWeeklyTracker } from './habit-weekly-tracker';
import { HabitYearMap } from './habit-year-map';

export interface HabitCardHandlers {
  onToggleExpanded: (habit: Habit) => void;
  onEdit: (habit: Habit) => void;
  onDelete: (habit: Habit) => void;
  /** Flips one day (the trackers). */
  onTapDay: (habit: Habit, date: string) => void;
  /** Flips a whole period: the check and the strip (docs/product/habits.md "Marking days"). */
  onTapPeriod: (habit: Habit, period: HabitPeriod) => void;
  /** Logs today's amount of a numeric habit (docs/product/habits.md "Amounts"). */
  onAmount: (habit: Habit, date: string, amount: number) => void;
}

interface HabitCardProps extends HabitCardHandlers {
  habit: Habit;
  today: string;
  expanded: boolean;
  /** Opened from a reminder's link (docs/product/reminders.md): a ring for a moment. */
  highlighted?: boolean;
}

const iconButton = cx(
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
  focusRing,
);

/**
 * One habit (docs/product/habits.md "Card"): the check for the current period, the numbers, the last
 * seven periods, and when expanded the trackers and the year in their place (issue 18 item 4: the
 * strip steps aside, so no week is shown three ways at once).
 */
export const HabitCard = memo(function HabitCard({ habit, today, expanded, highlighted = false, onToggleExpanded, onEdit, onDelete, onTapDay, onTapPeriod, onAmount }: HabitCardProps) {
  const titleId = useId();
  const toggleTextId = useId();
  const panelId = useId();
  const done = useMemo(() => new Set(habit.completions), [habit.completions]);
  const weekStart = useWeekStart();
  const currentPeriod = periodAround(today, habit.frequency, weekStart);
  const reminders = reminderSummary(habit.reminderTimes, habit.reminderDays, weekStart);
  const tapDay = (date: string) => onTapDay(habit, date);
  // docs/product/habits.md "Targets", "Amounts": with a target or an amount the check marks today, not the period.
  const checksToday = (habit.targetCount ?? null) !== null || (habit.targetAmount ?? null) !== null;
  const breaks = habit.breaks ?? [];
  const meta = [HABIT_FREQUENCY_LABELS[habit.frequency], habit.timeOfDay ? HABIT_TIME_OF_DAY_LABELS[habit.timeOfDay] : null, HABIT_CATEGORY_LABELS[habit.category]].filter(Boolean).join(' · ');

  return (
    // min-w-0: the open card's year scrolls inside itself rather than widening the page on a phone.
    <li className={cx('min-w-0 list-none', expanded && 'md:col-span-2')}>
      <article
        aria-labelledby={titleId}
        data-habit-card={habit.id}
        tabIndex={-1}
        style={{ borderLeftColor: habit.color }}
        data-highlighted={highlighted || undefined}
        className={cx(
          'h-full rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm outline-none transition-shadow dark:border-slate-800 dark:bg-slate-900',
          highlighted && 'ring-4 ring-indigo-500 ring-offset-2 ring-offset-white dark:ring-indigo-400 dark:ring-offset-slate-950',
        )}
      >
        <div className="flex items-start gap-3">
          {checksToday ? (
            <HabitTodayButton habit={habit} daily done={done.has(today)} onToggle={() => tapDay(today)} />
          ) : (
            <HabitTodayButton habit={habit} done={periodDone(habit.completions, currentPeriod)} onToggle={() => onTapPeriod(habit, currentPeriod)} />
          )}
          <div className="min-w-0 flex-1 pt-0.5">
            <h3 id={titleId} className="break-words font-semibold text-slate-900 dark:text-white">
              {habit.title}
            </h3>
            <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{meta}</p>
            {/* docs/product/reminders.md "Habits": when its reminders come. */}
            {reminders ? (
              <p className="mt-0.5 flex items-start gap-1 text-xs text-slate-600 dark:text-slate-400">
                <Bell aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
                <span className="sr-only">Reminders: </span>
                {reminders}
              </p>
            ) : null}
          </div>
          <div className="-mr-1 flex shrink-0 items-center">
            <button type="button" className={iconButton} aria-label={`Edit "${habit.title}"`} title="Edit" onClick={() => onEdit(habit)}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
            </button>
            <button type="button" className={cx(iconButton, 'hover:text-red-700 dark:hover:text-red-400')} aria-label={`Delete "${habit.title}"`} title="Delete" onClick={() => onDelete(habit)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        </div>
        {habit.description ? <p className="mt-2 line-clamp-2 break-words text-sm text-slate-700 dark:text-slate-300">{habit.description}</p> : null}
        {/* docs/product/habits.md "Targets", "Amounts", "Rest days" (issue 22 §5–7). */}
        {checksToday ? <HabitProgress habit={habit} today={today} period={currentPeriod} onAmount={(amount) => onAmount(habit, today, amount)} /> : null}
        {isRestDay(today, breaks) ? <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300">Resting today</p> : null}
        <HabitCardStats habit={habit} />
        <div className={cx('flex flex-wrap items-end gap-2', expanded ? 'mt-3 justify-end' : 'justify-between')}>
          {expanded ? null : <HabitWeekStrip habit={habit} today={today} onTap={(period) => onTapPeriod(habit, period)} />}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            aria-labelledby={`${toggleTextId} ${titleId}`}
            onClick={() => onToggleExpanded(habit)}
            className={cx('inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800', focusRing)}
          >
            <span id={toggleTextId}>{expanded ? 'Hide tracker' : 'Show tracker'}</span>
            <ChevronDown aria-hidden="true" className={cx('h-4 w-4 transition-transform motion-reduce:transition-none', expanded && 'rotate-180')} />
          </button>
        </div>
        {expanded ? (
          <div id={panelId} className="mt-4 grid gap-6 border-t border-slate-200 pt-4 lg:grid-cols-2 dark:border-slate-800">
            <HabitWeeklyTracker today={today} done={done} isRest={(date) => isRestDay(date, breaks)} color={habit.color} onTap={tapDay} />
            <HabitMonthlyOverview habit={habit} today={today} onTap={tapDay} />
            <div className="min-w-0 lg:col-span-2">
              <HabitYearMap habit={habit} today={today} />
            </div>
            <div className="min-w-0 lg:col-span-2">
              <HabitRestDays habit={habit} today={today} />
            </div>
          </div>
        ) : null}
      </article>
    </li>
  );
});
