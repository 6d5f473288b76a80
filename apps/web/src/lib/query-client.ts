import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
