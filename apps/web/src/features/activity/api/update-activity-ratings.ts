import type { Activity, UpdateActivityRatingsRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateLoadedActivities } from './get-activities';

export interface UpdateRatingsInput {
  id: string;
  body: UpdateActivityRatingsRequest;
}

/** PATCH /api/activities/:id: energy, focus and satisfaction (docs/product/activity.md "Ratings"). */
export function updateActivityRatings({ id, body }: UpdateRatingsInput): Promise<Activity> {
  return apiRequest<Activity>(`/api/activities/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateActivityRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActivityRatings,
    onSuccess: (saved) => updateLoadedActivities(queryClient, (items) => items.map((item) => (item.id === saved.id ? saved : item))),
  });
}
