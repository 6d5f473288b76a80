import type { CreateTodoRequest, Todo } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setTodoInList } from './todo-cache';
import { todoKeys } from './todo-keys';

/** POST /api/todos: returns the new task (history 'Task created'). */
export function createTodo(body: CreateTodoRequest): Promise<Todo> {
  return apiRequest<Todo>('/api/todos', { method: 'POST', body });
}

export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTodo,
    onSuccess: (created) => setTodoInList(queryClient, created),
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  });
}
