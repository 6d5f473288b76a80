import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { refuseChangesWhileOffline } from './offline';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // docs/product/shell.md "Offline": a change is refused before it shows while the browser is offline,
    // rather than shown, left waiting in memory and lost with the tab (issue 18 §2).
    mutationCache: new MutationCache({ onMutate: refuseChangesWhileOffline }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; a dropped connection or a 5xx might.
        retry: (failureCount, error) => failureCount < 2 && (!(error instanceof ApiError) || error.isUnexpected),
      },
      mutations: { retry: false },
    },
  });
}
