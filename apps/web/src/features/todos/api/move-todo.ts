import type { Todo, TodoStatus } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { optimisticStatusCallbacks } from './todo-cache';
import { TODO_WRITE_SCOPE, todoWriteKey } from './todo-writes';

export interface MoveTodoInput {
  id: string;
  status: TodoStatus;
}

/** POST /api/todos/:id/move: a drop on another column (history note 'Task moved via drag and drop'). */
export function moveTodo({ id, status }: MoveTodoInput): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}/move`, { method: 'POST', body: { status } });
}

export function useMoveTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: todoWriteKey('move'),
    scope: TODO_WRITE_SCOPE,
    mutationFn: moveTodo,
    ...optimisticStatusCallbacks(queryClient, 'Could not move the task. The board was reloaded.'),
  });
}
