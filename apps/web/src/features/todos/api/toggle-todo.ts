import type { Todo, TodoStatus } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { optimisticStatusCallbacks } from './todo-cache';
import { TODO_WRITE_SCOPE, todoWriteKey } from './todo-writes';

export interface ToggleTodoInput {
  id: string;
  /** The status the board expects (shared nextToggleStatus); the server computes its own. */
  status: TodoStatus;
}

/** POST /api/todos/:id/toggle: not_started -> in_progress -> completed -> not_started (docs/product/todos.md "Toggle"). */
export function toggleTodo({ id }: ToggleTodoInput): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}/toggle`, { method: 'POST' });
}

export function useToggleTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: todoWriteKey('toggle'),
    scope: TODO_WRITE_SCOPE,
    mutationFn: toggleTodo,
    ...optimisticStatusCallbacks(queryClient, 'Could not update the task. The board was reloaded.'),
  });
}
