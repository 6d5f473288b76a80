import { ACTIVITY_RATING_LABELS, ACTIVITY_RATINGS, RATING_MAX, activityTypeStyle, formatDuration, isoDuration, type Activity } from '@cadence/shared';
import { ListTodo, Pencil, Play, Trash2 } from 'lucide-react';
import { memo, useId } from 'react';
import { buttonBase, buttonStyles } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { formatTimeOfDay } from './activity-dates';
import { ActivityTypeBadge } from './activity-type-badge';

const iconButton = cx(buttonBase, buttonStyles.ghost, 'h-9 w-9 shrink-0 p-0');

interface ActivityHistoryItemProps {
  activity: Activity;
  /** docs/product/activity.md "Continue": the timer starts again with it. */
  onContinue: (activity: Activity) => void;
  /** docs/product/activity.md "Edit an activity". */
  onEdit: (activity: Activity) => void;
  onDelete: (activity: Activity) => void;
}

/** One logged activity (docs/product/activity.md "History"): its type colour, title, start, duration '{h}h {m}m', ratings and linked task. */
export const ActivityHistoryItem = memo(function ActivityHistoryItem({ activity, onContinue, onEdit, onDelete }: ActivityHistoryItemProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900">
      <span aria-hidden="true" className={cx('w-1.5 shrink-0 self-stretch rounded-full', activityTypeStyle(activity.type).mark)} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h4 id={titleId} className="min-w-0 break-words font-semibold text-slate-900 dark:text-white">
            {activity.title}
          </h4>
          <p className="shrink-0 font-semibold tabular-nums text-slate-900 dark:text-white">
            <span className="sr-only">Duration </span>
            <time dateTime={isoDuration(activity.durationSeconds)}>{formatDuration(activity.durationSeconds)}</time>
          </p>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-600 dark:text-slate-300">
          <ActivityTypeBadge type={activity.type} />
          <span>
            <span className="sr-only">Started </span>
            <time dateTime={activity.startedAt}>{formatTimeOfDay(activity.startedAt)}</time>
          </span>
          {activity.todo ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <ListTodo aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" />
              <span className="min-w-0 break-words">Task: {activity.todo.title}</span>
            </span>
          ) : null}
        </div>
        {activity.description ? <p className="mt-1.5 line-clamp-2 break-words text-sm text-slate-700 dark:text-slate-300">{activity.description}</p> : null}
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {ACTIVITY_RATINGS.map((rating) => (
            <div key={rating} className="flex gap-1">
              <dt className="text-slate-600 dark:text-slate-400">{ACTIVITY_RATING_LABELS[rating]}</dt>
              <dd className="font-medium tabular-nums text-slate-900 dark:text-slate-100">
                {activity[rating]}/{RATING_MAX}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="-my-1 -mr-1 flex shrink-0 flex-col gap-1 sm:flex-row">
        <button type="button" className={iconButton} aria-label={`Continue "${activity.title}"`} title="Continue" onClick={() => onContinue(activity)}>
          <Play aria-hidden="true" className="h-4 w-4" />
        </button>
        <button type="button" className={iconButton} aria-label={`Edit "${activity.title}"`} title="Edit" onClick={() => onEdit(activity)}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </button>
        <button type="button" className={cx(iconButton, 'hover:text-red-700 dark:hover:text-red-300')} aria-label={`Delete "${activity.title}"`} title="Delete" onClick={() => onDelete(activity)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </article>
  );
});
