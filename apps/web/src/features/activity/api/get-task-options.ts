import { linkableTasks, type Todo } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/**
 * The tasks an activity can link: GET /api/todos?status=open (the completed ones never travel; issue
 * 19), high priority first, then by due date (docs/product/activity.md "Linked task").
 */
export async function getTaskOptions(signal?: AbortSignal): Promise<Todo[]> {
  return linkableTasks(await apiRequest<Todo[]>('/api/todos?status=open', { signal }));
}

export const taskOptionsQueryOptions = () => queryOptions({ queryKey: activityKeys.taskOptions(), queryFn: ({ signal }) => getTaskOptions(signal) });

export function useTaskOptions() {
  return useQuery(taskOptionsQueryOptions());
}
