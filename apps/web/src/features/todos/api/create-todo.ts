import type { CreateTodoRequest, Todo } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keepSavedTodo } from './todo-cache';
import { todoKeys } from './todo-keys';
import { TODO_WRITE_SCOPE, todoWriteKey } from './todo-writes';

/** POST /api/todos: returns the new task (history 'Task created'). */
export function createTodo(body: CreateTodoRequest): Promise<Todo> {
  return apiRequest<Todo>('/api/todos', { method: 'POST', body });
}

export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: todoWriteKey('create'),
    scope: TODO_WRITE_SCOPE,
    mutationFn: createTodo,
    onSuccess: (created) => keepSavedTodo(queryClient, created),
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  });
}
