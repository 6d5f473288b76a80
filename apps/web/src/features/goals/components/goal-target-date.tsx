import { targetDateLabel, targetDateStanding, type GoalStatus } from '@cadence/shared';
import { CalendarDays } from 'lucide-react';
import { cx } from '../../../components/ui/class-names';
import { formatCalendarDate } from './goal-dates';

/**
 * docs/product/goals.md "Target date": the date, and how many days are left or overdue counted in the
 * person's own calendar days. A completed goal shows the date alone: it is no longer due.
 */
export function GoalTargetDate({ targetDate, status, today }: { targetDate: string; status: GoalStatus; today: string }) {
  const standing = targetDateStanding(targetDate, today);
  const overdue = status === 'active' && standing.kind === 'overdue';
  return (
    <p className={cx('inline-flex flex-wrap items-center gap-x-1.5 text-xs', overdue ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400')}>
      <CalendarDays aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span className="sr-only">Target date</span>
      <time dateTime={targetDate}>{formatCalendarDate(targetDate)}</time>
      {status === 'active' ? <span>· {targetDateLabel(standing)}</span> : null}
    </p>
  );
}
