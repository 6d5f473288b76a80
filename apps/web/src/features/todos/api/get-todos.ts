import type { Todo } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { todoKeys } from './todo-keys';

/** GET /api/todos: the user's tasks in list order (docs/product/todos.md "Order"). */
export function getTodos(signal?: AbortSignal): Promise<Todo[]> {
  return apiRequest<Todo[]>('/api/todos', { signal });
}

export const todosQueryOptions = () => queryOptions({ queryKey: todoKeys.list(), queryFn: ({ signal }) => getTodos(signal) });

export function useTodos() {
  return useQuery(todosQueryOptions());
}
