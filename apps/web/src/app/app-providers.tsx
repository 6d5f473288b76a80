import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { FailureViewProvider } from './errors/failure-boundaries';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <FailureViewProvider>{children}</FailureViewProvider>
    </QueryClientProvider>
  );
}
