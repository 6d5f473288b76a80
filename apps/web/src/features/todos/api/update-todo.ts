import type { Todo, UpdateTodoRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { getTodo } from './get-todo';
import { setTodoInList } from './todo-cache';
import { todoKeys } from './todo-keys';

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

/** PATCH /api/todos/:id with the whole form and the updatedAt it was loaded with. */
export function updateTodo({ id, body }: UpdateTodoInput): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

async function updateOrReportStale(input: UpdateTodoInput): Promise<Todo> {
  try {
    return await updateTodo(input);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    throw new StaleTodoError(error.message, await getTodo(input.id));
  }
}

export function useUpdateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrReportStale,
    onSuccess: (saved) => setTodoInList(queryClient, saved),
    onError: (error) => {
      if (error instanceof StaleTodoError) setTodoInList(queryClient, error.todo);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  });
}
