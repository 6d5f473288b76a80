import type { CreateJournalEntryRequest, JournalEntry } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { entrySaved } from './journal-cache';

/** POST /api/journal: returns the new entry. */
export function createJournalEntry(body: CreateJournalEntryRequest): Promise<JournalEntry> {
  return apiRequest<JournalEntry>('/api/journal', { method: 'POST', body });
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createJournalEntry, onSuccess: (entry) => entrySaved(queryClient, entry) });
}
