import { JOURNAL_UNDO_TOAST_MS } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { refreshAround, removeEntry, type JournalPages } from './journal-cache';
import { journalKeys } from './journal-keys';
import { useRestoreJournalEntry } from './restore-journal-entry';

/** DELETE /api/journal/:id: immediate, no confirmation, undoable (docs/product/journal.md "Delete and undo"). */
export function deleteJournalEntry(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/journal/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes the entry from every list at once, then offers 'Undo' for 5 s. */
export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  const restore = useRestoreJournalEntry();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: journalKeys.lists() });
      queryClient.setQueriesData<JournalPages>({ queryKey: journalKeys.lists() }, (data) => (data ? removeEntry(data, id) : data));
    },
    onSuccess: (_answer, id) => {
      toast.show({ message: 'Entry deleted', durationMs: JOURNAL_UNDO_TOAST_MS, action: { label: 'Undo', onAction: () => restore.mutate(id) } });
    },
    onError: () => {
      toast.error('Could not delete the entry. The journal was reloaded.');
      void queryClient.invalidateQueries({ queryKey: journalKeys.lists() });
    },
    onSettled: () => refreshAround(queryClient),
  });
}
