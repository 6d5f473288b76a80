import { cx } from '../../../components/ui/class-names';

/** The goal's stored progress (docs/product/goals.md "Progress and status"), as a bar and a number. */
export function GoalProgressBar({ title, progress, completed, done, total }: { title: string; progress: number; completed: boolean; done: number; total: number }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="text-slate-600 dark:text-slate-400">{total === 0 ? 'No milestones yet' : `${done} of ${total} milestone${total === 1 ? '' : 's'}`}</span>
        <span className="font-semibold tabular-nums text-slate-900 dark:text-slate-100">{progress}%</span>
      </div>
      <div role="progressbar" aria-label={`Progress of "${title}"`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-valuetext={`${progress}%`} className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div
          className={cx('h-full rounded-full motion-safe:transition-[width] motion-safe:duration-500', completed ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-indigo-600 dark:bg-indigo-500')}
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
