import type { Todo } from '@cadence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readClearOfOwnWrites } from '../../../lib/own-writes';
import { todoKeys } from './todo-keys';
import { todoWrites } from './todo-writes';

/** GET /api/todos: the user's tasks in list order (docs/product/todos.md "Order"). */
export function getTodos(signal?: AbortSignal): Promise<Todo[]> {
  return apiRequest<Todo[]>('/api/todos', { signal });
}

/** Read clear of the board's own writes (issue 18 item 3a): no answer from before a click puts a card back. */
export const todosQueryOptions = () =>
  queryOptions({
    queryKey: todoKeys.list(),
    queryFn: ({ signal, client }) =>
      readClearOfOwnWrites(client, { writes: todoWrites, read: () => getTodos(signal), shown: () => client.getQueryData<Todo[]>(todoKeys.list()), signal }),
  });

export function useTodos() {
  return useQuery(todosQueryOptions());
}
