import { TODO_STATUSES } from '@cadence/shared';
import { Skeleton } from '../../../components/ui/skeleton';

/** The board's shape while the tasks load. */
export function TodoBoardSkeleton() {
  return (
    <div role="status" className="grid grid-cols-1 items-start gap-4 md:grid-cols-3">
      <span className="sr-only">Loading tasks</span>
      {TODO_STATUSES.map((status) => (
        <div key={status} className="space-y-3 rounded-2xl border border-slate-200 bg-slate-100/70 p-3 dark:border-slate-800 dark:bg-slate-900/50">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ))}
    </div>
  );
}
