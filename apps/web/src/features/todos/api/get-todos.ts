import { recentCompletedSince, type Todo, type TodoBoardPage } from '@cadence/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { localDateOf, personTimeZone } from '../../../lib/local-date';
import { readClearOfOwnWrites } from '../../../lib/own-writes';
import { boardScopeOf } from './board-scope';
import { todoKeys } from './todo-keys';
import { todoWrites } from './todo-writes';

/** GET /api/todos: the user's tasks in list order (docs/product/todos.md "Order"). */
export function getTodos(signal?: AbortSignal): Promise<Todo[]> {
  return apiRequest<Todo[]>('/api/todos', { signal });
}

/**
 * The board as its scope asks (board-scope.ts): every task, or the open ones and those completed in
 * Completed's last seven days, with the older ones counted (GET /api/todos?completedSince, issue 19).
 */
async function readBoard(client: QueryClient, signal: AbortSignal): Promise<Todo[]> {
  const scope = boardScopeOf(client);
  if (scope.get().all) {
    const todos = await getTodos(signal);
    scope.set({ olderCompleted: 0 });
    return todos;
  }
  const since = recentCompletedSince(localDateOf(), personTimeZone());
  const page = await apiRequest<TodoBoardPage>(`/api/todos?${new URLSearchParams({ completedSince: since })}`, { signal });
  scope.set({ olderCompleted: page.olderCompleted });
  return page.todos;
}

/** Read clear of the board's own writes (issue 18 item 3a): no answer from before a click puts a card back. */
export const todosQueryOptions = () =>
  queryOptions({
    queryKey: todoKeys.list(),
    queryFn: ({ signal, client }) =>
      readClearOfOwnWrites(client, { writes: todoWrites, read: () => readBoard(client, signal), shown: () => client.getQueryData<Todo[]>(todoKeys.list()), signal }),
  });

export function useTodos() {
  return useQuery(todosQueryOptions());
}
