import type { Todo, TodoStatus } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { keepSavedTodo, optimisticStatusCallbacks } from './todo-cache';
import { keptOfTask, taskNamed, todoWriteKey } from './todo-writes';

export interface MoveTodoInput {
  id: string;
  status: TodoStatus;
}

/** POST /api/todos/:id/move: a drop on another column (history note 'Task moved via drag and drop'). */
export function moveTodo({ id, status, writeKey }: MoveTodoInput & WriteKeyed): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}/move`, { method: 'POST', body: { status }, writeKey });
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const moveTodoWrite: QueuedWrite<MoveTodoInput, Todo> = {
  mutationKey: todoWriteKey('move'),
  mutationFn: moveTodo,
  describe: ({ id }, queryClient) => `Move of ${taskNamed(queryClient, id)}`,
  kept: keptOfTask,
  afterReplay: keepSavedTodo,
};

export function useMoveTodo() {
  const queryClient = useQueryClient();
  return useQueuedWrite(moveTodoWrite, {
    ...optimisticStatusCallbacks(queryClient, 'Could not move the task. The board was reloaded.'),
  });
}
