import { cx, focusRing } from '../../../components/ui/class-names';
import { dayOfMonth, formatDay } from './habit-dates';

interface HabitDayToggleProps {
  date: string;
  today: string;
  done: boolean;
  /** docs/product/habits.md "Rest days": shown apart, never as done, and not pressed while not done. */
  rest?: boolean;
  color: string;
  /** Flips the day; whether it is done is read again at the tap (issue 18 item 3a). */
  onTap: (date: string) => void;
  className?: string;
}

/**
 * One day of the Weekly Tracker or the Monthly Overview: a toggle button (pressed = done). Past days
 * and today toggle; days to come cannot be marked (docs/product/habits.md "Marking days").
 */
export function HabitDayToggle({ date, today, done, rest = false, color, onTap, className }: HabitDayToggleProps) {
  const future = date > today;
  const resting = rest && !done;
  return (
    <button
      type="button"
      aria-pressed={done}
      aria-label={resting ? `${formatDay(date)}, rest day` : formatDay(date)}
      title={resting ? 'Rest day' : undefined}
      aria-current={date === today ? 'date' : undefined}
      disabled={future || resting}
      data-rest={resting || undefined}
      onClick={() => onTap(date)}
      style={done ? { backgroundColor: color, borderColor: color } : undefined}
      className={cx(
        'inline-flex h-9 w-9 items-center justify-center rounded-full border text-sm tabular-nums transition-colors',
        done && 'font-semibold text-white dark:ring-1 dark:ring-white/70',
        resting && 'cursor-not-allowed border-dashed border-slate-500 bg-[repeating-linear-gradient(135deg,transparent,transparent_3px,rgba(100,116,139,0.25)_3px,rgba(100,116,139,0.25)_5px)] text-slate-700 dark:border-slate-400 dark:text-slate-200',
        !done && !future && !resting && 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
        future && !resting && 'cursor-not-allowed border-transparent text-slate-500 dark:text-slate-400',
        date === today && 'ring-2 ring-offset-1 ring-slate-900 ring-offset-white dark:ring-white dark:ring-offset-slate-900',
        focusRing,
        className,
      )}
    >
      {dayOfMonth(date)}
    </button>
  );
}
