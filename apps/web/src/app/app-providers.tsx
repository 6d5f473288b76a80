import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { dashboardKeys } from '../features/dashboard/api/dashboard-keys';
import { goalKeys } from '../features/goals/api/goal-keys';
import { createQueryClient } from '../lib/query-client';
import { persistOptions, whenChangesAreRestored } from '../lib/query-persistence';
import { restoreRefusedWrites } from '../lib/refused-writes';
import { markWaited, registerQueuedWrites } from '../lib/write-queue';
import { FailureViewProvider } from './errors/failure-boundaries';

function createAppQueryClient() {
  const queryClient = createQueryClient();
  // Changes made offline by an earlier page are rebuilt with their areas' code, loaded only then.
  whenChangesAreRestored(async () => registerQueuedWrites(queryClient, (await import('./pwa/queued-writes')).QUEUED_WRITES));
  // docs/product/dashboard.md "Live updates": the dashboard reads every area, and this tab skips the
  // events of its own changes, so each change it saves makes the dashboard stale here too.
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    // docs/product/goals.md "Linked tasks and habits": a goal card counts its tasks and habits, so a
    // change saved here makes the goals stale too; they are read again when the Goals screen shows
    // (not at once: a tick on that screen is not raced by a refetch).
    void queryClient.invalidateQueries({ queryKey: goalKeys.all, refetchType: 'none' });
  });
  return queryClient;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  useEffect(() => void restoreRefusedWrites(), []);
  // docs/product/offline.md "Offline": the answers last seen come back from this browser first, and
  // every one of them is asked for again as its screen shows it (a reload is often asked for just that).
  // Changes made offline by an earlier page are sent first, in order ("Changes made offline"), so the
  // answers read again include them.
  const restored = async () => {
    for (const mutation of queryClient.getMutationCache().getAll()) markWaited(mutation);
    await queryClient.resumePausedMutations();
    await queryClient.invalidateQueries();
  };
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={restored}>
      <FailureViewProvider>{children}</FailureViewProvider>
    </PersistQueryClientProvider>
  );
}
