import type { Activity, CreateActivityRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/** POST /api/activities: a past activity added by hand (docs/product/activity.md "Past activities"). */
export function createActivity(body: CreateActivityRequest): Promise<Activity> {
  return apiRequest<Activity>('/api/activities', { method: 'POST', body });
}

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    // It may belong anywhere in the history's order: read the history again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.history() }),
  });
}
