import type { JournalEntry } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { WRITE_SCOPE } from '../../../lib/write-queue';
import { entrySaved } from './journal-cache';
import { journalKeys } from './journal-keys';

/** POST /api/journal/:id/restore: the toast's Undo brings a deleted entry back as it was. */
export function restoreJournalEntry(id: string): Promise<JournalEntry> {
  return apiRequest<JournalEntry>(`/api/journal/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export function useRestoreJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    // After the delete it undoes, in the one queue of changes (lib/write-queue.ts).
    scope: WRITE_SCOPE,
    mutationFn: restoreJournalEntry,
    onSuccess: (entry) => entrySaved(queryClient, entry),
    onError: () => {
      toast.error('Could not restore the entry.');
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
    },
  });
}
