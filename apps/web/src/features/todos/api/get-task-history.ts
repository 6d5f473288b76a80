import type { TaskHistoryEntry } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { todoKeys } from './todo-keys';

/** GET /api/todo-history: newest first (docs/product/todos.md "History"). */
export function getTaskHistory(signal?: AbortSignal): Promise<TaskHistoryEntry[]> {
  return apiRequest<TaskHistoryEntry[]>('/api/todo-history', { signal });
}

export const taskHistoryQueryOptions = () =>
  queryOptions({ queryKey: todoKeys.history(), queryFn: ({ signal }) => getTaskHistory(signal) });

/** Fetched only while the history is shown; mutations mark it stale either way. */
export function useTaskHistory(enabled: boolean) {
  return useQuery({ ...taskHistoryQueryOptions(), enabled });
}
