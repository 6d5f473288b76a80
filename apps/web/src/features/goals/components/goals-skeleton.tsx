import { Skeleton } from '../../../components/ui/skeleton';

/**
 * While the goals load: the chips and a few cards' shapes, so nothing jumps when they arrive; at least a
 * screen tall, so the footer is not on screen to be pushed down by the list (issue 19: CLS 0.084).
 */
export function GoalsSkeleton() {
  return (
    <div role="status" aria-label="Loading your goals" className="min-h-dvh space-y-4">
      <div className="flex gap-2">
        {['w-14', 'w-16', 'w-24'].map((width) => (
          <Skeleton key={width} className={`h-9 rounded-full ${width}`} />
        ))}
      </div>
      <div className="space-y-3">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-2 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
