import { useId } from 'react';
import { useWeekStart } from '../../../lib/profile-query';
import { formatShortWeekday, weekOf } from './habit-dates';
import { HabitDayToggle } from './habit-day-toggle';

export interface TrackerProps {
  today: string;
  done: ReadonlySet<string>;
  /** docs/product/habits.md "Rest days": the habit's rest days. */
  isRest?: (date: string) => boolean;
  color: string;
  onTap: (date: string) => void;
}

/** 'Weekly Tracker' (docs/product/habits.md "Card"): this week, Sunday to Saturday. */
export function HabitWeeklyTracker({ today, done, isRest, color, onTap }: TrackerProps) {
  const headingId = useId();
  const weekStart = useWeekStart();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        Weekly Tracker
      </h4>
      <ul className="mt-3 grid max-w-sm grid-cols-7 gap-1">
        {weekOf(today, weekStart).map((date) => (
          <li key={date} className="flex flex-col items-center gap-1">
            <span aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-400">
              {formatShortWeekday(date)}
            </span>
            <HabitDayToggle date={date} today={today} done={done.has(date)} rest={isRest?.(date) ?? false} color={color} onTap={onTap} />
          </li>
        ))}
      </ul>
    </section>
  );
}
