import { ACTIVITY_UNDO_TOAST_MS } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';
import { updateLoadedActivities } from './get-activities';
import { useRestoreActivity } from './restore-activity';

/** DELETE /api/activities/:id: hidden at once, restorable for a minute (docs/product/activity.md "Delete and undo"). */
export function deleteActivity(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/activities/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes the row at once, then offers 'Undo' for 5 s. */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  const restore = useRestoreActivity();
  return useMutation({
    mutationFn: deleteActivity,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: activityKeys.history() });
      updateLoadedActivities(queryClient, (items) => items.filter((item) => item.id !== id));
    },
    onSuccess: (_answer, id) => {
      toast.show({ message: 'Activity deleted', durationMs: ACTIVITY_UNDO_TOAST_MS, action: { label: 'Undo', onAction: () => restore.mutate(id) } });
    },
    onError: () => {
      toast.error('Could not delete the activity. The history was reloaded.');
      void queryClient.invalidateQueries({ queryKey: activityKeys.history() });
    },
  });
}
