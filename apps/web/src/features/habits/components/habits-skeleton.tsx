import { Skeleton } from '../../../components/ui/skeleton';

/** The list's shape while the habits load; a screen tall, so the footer is not on screen to be pushed down (issue 19). */
export function HabitsSkeleton() {
  return (
    <div role="status" className="min-h-dvh space-y-4">
      <span className="sr-only">Loading habits</span>
      <div className="flex gap-2">
        <Skeleton className="h-8 w-14 rounded-full" />
        <Skeleton className="h-8 w-24 rounded-full" />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <div className="flex gap-3">
              <Skeleton className="h-11 w-11 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-10 w-64" />
          </div>
        ))}
      </div>
    </div>
  );
}
