import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { persistOptions } from '../lib/query-persistence';
import { FailureViewProvider } from './errors/failure-boundaries';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // docs/product/offline.md "Offline": the answers last seen come back from this browser first, and
  // every one of them is asked for again as its screen shows it (a reload is often asked for just that).
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={() => queryClient.invalidateQueries()}>
      <FailureViewProvider>{children}</FailureViewProvider>
    </PersistQueryClientProvider>
  );
}
