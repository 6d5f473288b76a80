import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { browserIsOffline } from './offline';
import { afterChangeRefused, afterChangeSaved, beforeEveryChange, markWaited } from './write-queue';

export function createQueryClient(): QueryClient {
  // docs/product/offline.md "Changes made offline": a queued write (write-queue.ts) made offline waits,
  // kept in this browser, and is sent when the network is back; any other change is refused before it
  // shows while the browser is offline, rather than shown and lost with the tab (issue 18 §2).
  const mutationCache: MutationCache = new MutationCache({
    onMutate: (_variables, mutation) => beforeEveryChange(mutation),
    onSuccess: (data, variables, _context, mutation): void => afterChangeSaved(queryClient, data, variables, mutation),
    onError: (error, variables, _context, mutation) => afterChangeRefused(queryClient, error, variables, mutation),
  });
  const queryClient: QueryClient = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; a dropped connection or a 5xx might.
        retry: (failureCount, error) => failureCount < 2 && (!(error instanceof ApiError) || error.isUnexpected),
      },
      mutations: { retry: false },
    },
  });
  // A change that waited for the network may be answered after its screen is gone.
  mutationCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'pause') markWaited(event.mutation);
  });
  // TanStack Query starts out believing it is online; a page opened offline (from the service worker) is not.
  if (browserIsOffline()) onlineManager.setOnline(false);
  return queryClient;
}
