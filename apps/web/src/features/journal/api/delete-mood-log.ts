import { JOURNAL_UNDO_TOAST_MS, type MoodLog } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { useCreateMoodLog } from './create-mood-log';
import { moodKeys } from './journal-keys';

/** DELETE /api/moods/:id. */
export function deleteMoodLog(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/moods/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** docs/product/moods.md "Check-in": deleted at once; Undo logs it again, at its own time. */
export function useDeleteMoodLog() {
  const queryClient = useQueryClient();
  const recreate = useCreateMoodLog();
  return useMutation({
    mutationFn: (log: MoodLog) => deleteMoodLog(log.id),
    onMutate: async (log) => {
      await queryClient.cancelQueries({ queryKey: moodKeys.logs() });
      queryClient.setQueryData<MoodLog[]>(moodKeys.logs(), (logs) => logs?.filter((item) => item.id !== log.id));
    },
    onSuccess: (_answer, log) => {
      const undo = () => recreate.mutate({ value: log.value, notes: log.notes, factors: log.factors, loggedAt: log.loggedAt }, { onError: () => toast.error('Could not restore the check-in.') });
      toast.show({ message: 'Check-in deleted', durationMs: JOURNAL_UNDO_TOAST_MS, action: { label: 'Undo', onAction: undo } });
    },
    onError: () => toast.error('Could not delete the check-in.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moodKeys.all }),
  });
}
