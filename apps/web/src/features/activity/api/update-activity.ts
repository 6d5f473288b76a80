import type { Activity, StaleActivityResponse, UpdateActivityRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { activityKeys } from './activity-keys';
import { updateLoadedActivities } from './get-activities';

export interface UpdateActivityInput {
  id: string;
  body: UpdateActivityRequest;
}

/** The activity changed since the form opened (409); `activity` is the version the server holds now. */
export class StaleActivityError extends Error {
  readonly activity: Activity;
  constructor(message: string, activity: Activity) {
    super(message);
    this.name = 'StaleActivityError';
    this.activity = activity;
  }
}

function isStaleActivityResponse(body: unknown): body is StaleActivityResponse {
  if (typeof body !== 'object' || body === null || !('activity' in body)) return false;
  const activity = (body as { activity: unknown }).activity;
  return typeof activity === 'object' && activity !== null && typeof (activity as { id?: unknown }).id === 'string';
}

/** PATCH /api/activities/:id (docs/product/activity.md "Edit an activity"); a 409 becomes a StaleActivityError. */
export async function updateActivity({ id, body }: UpdateActivityInput): Promise<Activity> {
  try {
    return await apiRequest<Activity>(`/api/activities/${encodeURIComponent(id)}`, { method: 'PATCH', body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && isStaleActivityResponse(error.body)) throw new StaleActivityError(error.message, error.body.activity);
    throw error;
  }
}

export function useUpdateActivity() {
  const queryClient = useQueryClient();
  const replace = (saved: Activity) => updateLoadedActivities(queryClient, (items) => items.map((item) => (item.id === saved.id ? saved : item)));
  return useMutation({
    mutationFn: updateActivity,
    onSuccess: (saved, { body }) => {
      replace(saved);
      // A new start may move it anywhere in the history's order (and to another day), and a new start, length
      // or type changes the totals by day and type: read the history and the rest of the area again (not the timer).
      if (body.startedAt !== undefined || body.durationSeconds !== undefined || body.type !== undefined) {
        void queryClient.invalidateQueries({ queryKey: activityKeys.all, predicate: (query) => query.queryKey[1] !== activityKeys.session()[1] });
      }
    },
    onError: (error) => {
      if (error instanceof StaleActivityError) replace(error.activity);
    },
  });
}
