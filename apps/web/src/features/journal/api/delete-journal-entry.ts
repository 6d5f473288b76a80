import { JOURNAL_UNDO_TOAST_MS } from '@cadence/shared';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { refreshAround, removeEntry, type JournalPages } from './journal-cache';
import { journalKeys, journalWriteKey } from './journal-keys';
import { useRestoreJournalEntry } from './restore-journal-entry';

/** DELETE /api/journal/:id: immediate, no confirmation, undoable (docs/product/journal.md "Delete and undo"). */
export function deleteJournalEntry({ id, writeKey }: { id: string } & WriteKeyed): Promise<unknown> {
  return apiRequest<unknown>(`/api/journal/${encodeURIComponent(id)}`, { method: 'DELETE', writeKey });
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const deleteJournalEntryWrite: QueuedWrite<{ id: string }, unknown> = {
  mutationKey: journalWriteKey('delete'),
  mutationFn: deleteJournalEntry,
  describe: () => 'Deleting a journal entry',
  kept: (error) => ((error as { status?: number }).status === 404 ? 'The entry was already gone.' : null),
  afterReplay: (queryClient) => void queryClient.invalidateQueries({ queryKey: journalKeys.all }),
};

/** Removes the entry from every list at once, then offers 'Undo' for 5 s. */
export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  const restore = useRestoreJournalEntry();
  return useQueuedWrite(deleteJournalEntryWrite, {
    onMutate: async ({ id }: { id: string } & WriteKeyed) => {
      // Offline, the delete waits to be sent, and Undo (a restore) could not be: it is not offered.
      const queued = !onlineManager.isOnline();
      if (queued) toast.show({ message: "Entry deleted. It will be removed everywhere once you're back online." });
      await queryClient.cancelQueries({ queryKey: journalKeys.lists() });
      queryClient.setQueriesData<JournalPages>({ queryKey: journalKeys.lists() }, (data) => (data ? removeEntry(data, id) : data));
      return { queued };
    },
    onSuccess: (_answer, { id }, context) => {
      if (context?.queued) return;
      toast.show({ message: 'Entry deleted', durationMs: JOURNAL_UNDO_TOAST_MS, action: { label: 'Undo', onAction: () => restore.mutate(id) } });
    },
    onError: () => {
      toast.error('Could not delete the entry. The journal was reloaded.');
      void queryClient.invalidateQueries({ queryKey: journalKeys.lists() });
    },
    onSettled: () => refreshAround(queryClient),
  });
}
