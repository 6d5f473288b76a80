import { TODO_STATUSES } from '@cadence/shared';
import { cx } from '../../../components/ui/class-names';
import { Skeleton } from '../../../components/ui/skeleton';
import type { BoardLayout } from './board-layout';

/** The board's shape while the tasks load. */
export function TodoBoardSkeleton({ layout }: { layout: BoardLayout }) {
  return (
    <div role="status" className={cx(layout === 'columns' ? 'grid grid-cols-3 items-start gap-3' : 'flex flex-col gap-4')}>
      <span className="sr-only">Loading tasks</span>
      {TODO_STATUSES.map((status) => (
        <div key={status} className="space-y-3 rounded-2xl border border-slate-200 bg-slate-100/70 p-3 dark:border-slate-800 dark:bg-slate-900/50">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ))}
    </div>
  );
}
