import type { StaleTodoResponse, Todo, UpdateTodoRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { findTodo, keepSavedTodo, setTodoInList } from './todo-cache';
import { todoKeys } from './todo-keys';
import { expectedVersionFor, TODO_WRITE_SCOPE, todoWriteKey } from './todo-writes';

export interface UpdateTodoInput {
  id: string;
  body: UpdateTodoRequest;
}

/** The task changed since the form loaded it (409); `todo` is the version the server holds now. */
export class StaleTodoError extends Error {
  readonly todo: Todo;
  constructor(message: string, todo: Todo) {
    super(message);
    this.name = 'StaleTodoError';
    this.todo = todo;
  }
}

/** A 409's body carries the fresh task beside the error (StaleTodoResponse). */
function isStaleTodoResponse(body: unknown): body is StaleTodoResponse {
  if (typeof body !== 'object' || body === null || !('todo' in body)) return false;
  const todo = (body as { todo: unknown }).todo;
  return typeof todo === 'object' && todo !== null && typeof (todo as { id?: unknown }).id === 'string';
}

/** PATCH /api/todos/:id with the whole form and the updatedAt it was loaded with. */
export function updateTodo({ id, body }: UpdateTodoInput): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** Like updateTodo, but a 409 becomes a StaleTodoError holding the fresh task from the same answer. */
async function updateOrReportStale(input: UpdateTodoInput): Promise<Todo> {
  try {
    return await updateTodo(input);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && isStaleTodoResponse(error.body)) throw new StaleTodoError(error.message, error.body.todo);
    throw error;
  }
}

export function useUpdateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: todoWriteKey('update'),
    scope: TODO_WRITE_SCOPE,
    // Runs after the board's earlier writes (one queue): a toggle made just before opening the form
    // has its answer by now, and its version is this tab's own (todo-writes.ts expectedVersionFor).
    mutationFn: (input: UpdateTodoInput) =>
      updateOrReportStale({ ...input, body: { ...input.body, expectedUpdatedAt: expectedVersionFor(queryClient, findTodo(queryClient, input.id), input.body.expectedUpdatedAt) } }),
    onSuccess: (saved) => keepSavedTodo(queryClient, saved),
    onError: (error) => {
      if (error instanceof StaleTodoError) setTodoInList(queryClient, error.todo);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  });
}
