import { JOURNAL_UNDO_TOAST_MS, type MoodLog } from '@cadence/shared';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { useCreateMoodLog } from './create-mood-log';
import { moodKeys, moodWriteKey } from './journal-keys';

/** DELETE /api/moods/:id. */
export function deleteMoodLog({ id, writeKey }: Pick<MoodLog, 'id'> & WriteKeyed): Promise<unknown> {
  return apiRequest<unknown>(`/api/moods/${encodeURIComponent(id)}`, { method: 'DELETE', writeKey });
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const deleteMoodLogWrite: QueuedWrite<MoodLog, unknown> = {
  mutationKey: moodWriteKey('delete'),
  mutationFn: deleteMoodLog,
  describe: ({ value }) => `Deleting a mood check-in (${value}/10)`,
  kept: (error) => ((error as { status?: number }).status === 404 ? 'The check-in was already gone.' : null),
  afterReplay: (queryClient) => void queryClient.invalidateQueries({ queryKey: moodKeys.all }),
};

/** docs/product/moods.md "Check-in": deleted at once; Undo logs it again, at its own time. */
export function useDeleteMoodLog() {
  const queryClient = useQueryClient();
  const recreate = useCreateMoodLog();
  return useQueuedWrite(deleteMoodLogWrite, {
    onMutate: async (log: MoodLog & WriteKeyed) => {
      await queryClient.cancelQueries({ queryKey: moodKeys.logs() });
      queryClient.setQueryData<MoodLog[]>(moodKeys.logs(), (logs) => logs?.filter((item) => item.id !== log.id));
      return { queued: !onlineManager.isOnline() };
    },
    onSuccess: (_answer, log, context) => {
      // Deleted offline, the Undo would come late, when the network is back: not offered then.
      if (context?.queued) return;
      const undo = () => recreate.mutate({ value: log.value, notes: log.notes, factors: log.factors, loggedAt: log.loggedAt }, { onError: () => toast.error('Could not restore the check-in.') });
      toast.show({ message: 'Check-in deleted', durationMs: JOURNAL_UNDO_TOAST_MS, action: { label: 'Undo', onAction: undo } });
    },
    onError: () => toast.error('Could not delete the check-in.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moodKeys.all }),
  });
}
