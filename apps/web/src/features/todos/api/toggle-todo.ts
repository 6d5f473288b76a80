import type { Todo, TodoStatus } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { keepSavedTodo, optimisticStatusCallbacks } from './todo-cache';
import { keptOfTask, taskNamed, todoWriteKey } from './todo-writes';

export interface ToggleTodoInput {
  id: string;
  /** The status the board expects (shared nextToggleStatus); the server computes its own. */
  status: TodoStatus;
}

/** POST /api/todos/:id/toggle: not_started -> in_progress -> completed -> not_started (docs/product/todos.md "Toggle"). */
export function toggleTodo({ id, writeKey }: ToggleTodoInput & WriteKeyed): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}/toggle`, { method: 'POST', writeKey });
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const toggleTodoWrite: QueuedWrite<ToggleTodoInput, Todo> = {
  mutationKey: todoWriteKey('toggle'),
  mutationFn: toggleTodo,
  describe: ({ id }, queryClient) => `Status change of ${taskNamed(queryClient, id)}`,
  kept: keptOfTask,
  afterReplay: keepSavedTodo,
};

export function useToggleTodo() {
  const queryClient = useQueryClient();
  return useQueuedWrite(toggleTodoWrite, {
    ...optimisticStatusCallbacks(queryClient, 'Could not update the task. The board was reloaded.'),
  });
}
