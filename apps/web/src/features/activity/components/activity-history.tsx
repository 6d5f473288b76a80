import type { Activity } from '@cadence/shared';
import { Clock, Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MountInTransition } from '../../../components/ui/mount-in-transition';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useLocalToday } from '../../../lib/use-local-today';
import { loadedActivities, useActivities } from '../api/get-activities';
import { useDeleteActivity } from '../api/delete-activity';
import { dayHeading, groupByDay } from './activity-dates';
import { ActivityHistoryItem } from './activity-history-item';
import { useContinueActivity } from './continue-activity';

// The dialogs (and their form code) load on first use: the history's first paint does not need them.
const PastActivityDialog = lazy(() => import('./past-activity-dialog').then((m) => ({ default: m.PastActivityDialog })));
const EditActivityDialog = lazy(() => import('./past-activity-dialog').then((m) => ({ default: m.EditActivityDialog })));

const HEADING_ID = 'activity-history-heading';

/**
 * 'Activity History' (docs/product/activity.md "History"): newest first, by day, in pages. While the
 * timer's state above is `waiting`, the history (already loading) keeps its placeholder, so its rows
 * appear where they stay (issue 19, no layout shift).
 */
export function ActivityHistory({ onTrackActivity, waiting = false }: { onTrackActivity: () => void; waiting?: boolean }) {
  const history = useActivities();
  const remove = useDeleteActivity();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Activity | null>(null);
  const { continueActivity, element: continueQuestion } = useContinueActivity();
  const onDelete = useCallback((activity: Activity) => remove.mutate(activity.id), [remove]);
  const items = loadedActivities(history.data);
  const today = useLocalToday();

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900 dark:text-white">
          Activity History
        </h2>
        <Button variant="secondary" icon={<Plus aria-hidden="true" className="h-4 w-4" />} onClick={() => setAdding(true)}>
          Add Past Activity
        </Button>
      </div>

      {history.isPending || waiting ? (
        <HistorySkeleton />
      ) : history.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void history.refetch()}>Try again</Button>}>
          {errorMessage(history.error, 'Could not load your activity history.')}
        </Alert>
      ) : (
        <MountInTransition fallback={<HistorySkeleton />}>
          {items.length === 0 ? (
            <EmptyHistory onTrackActivity={onTrackActivity} />
          ) : (
            <div className="space-y-6">
              {groupByDay(items).map((group) => (
                <div key={group.day} className="space-y-2">
                  <h3 className="text-sm font-semibold text-slate-600 dark:text-slate-400">
                    <time dateTime={group.day}>{dayHeading(group.day, today)}</time>
                  </h3>
                  <ul className="space-y-2">
                    {group.items.map((activity) => (
                      <li key={activity.id}>
                        <ActivityHistoryItem activity={activity} onContinue={continueActivity} onEdit={setEditing} onDelete={onDelete} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
              {history.hasNextPage ? (
                <div className="flex justify-center">
                  <Button variant="secondary" loading={history.isFetchingNextPage} loadingLabel="Loading..." onClick={() => void history.fetchNextPage()}>
                    Load More
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </MountInTransition>
      )}

      <Suspense fallback={null}>
        {adding ? <PastActivityDialog onClose={() => setAdding(false)} /> : null}
        {editing ? <EditActivityDialog activity={editing} onClose={() => setEditing(null)} /> : null}
      </Suspense>
      {continueQuestion}
    </section>
  );
}

/** docs/product/activity.md "History": 'No activities yet' / 'Start tracking your first activity to see it here', and 'Track Activity'. */
function EmptyHistory({ onTrackActivity }: { onTrackActivity: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Clock aria-hidden="true" className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900 dark:text-white">No activities yet</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Start tracking your first activity to see it here</p>
      <Button className="mt-5" onClick={onTrackActivity}>
        Track Activity
      </Button>
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">Loading your activity history</span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}
