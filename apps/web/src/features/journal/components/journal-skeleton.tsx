import { Skeleton } from '../../../components/ui/skeleton';

/** The list's shape while the first page loads; a screen tall, so the footer is not on screen to be pushed down (issue 19). */
export function JournalListSkeleton() {
  return (
    <div role="status" className="min-h-dvh space-y-3">
      <span className="sr-only">Loading your journal</span>
      <Skeleton className="h-5 w-32" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <div className="flex gap-2">
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-5 w-20" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}

/** The side column's shape while its code and data load. */
export function MoodPanelSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading your moods</span>
      <Skeleton className="h-48 rounded-2xl" />
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}
