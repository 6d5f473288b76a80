import type { Activity } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/** POST /api/activities/:id/restore: the toast's 'Undo'. */
export function restoreActivity(id: string): Promise<Activity> {
  return apiRequest<Activity>(`/api/activities/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export function useRestoreActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreActivity,
    onError: () => toast.error('Could not restore the activity.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.history() }),
  });
}
