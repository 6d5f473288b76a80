import { statusForCompletion, type Todo, type TodoStatus } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { keepSavedTodo, optimisticStatusCallbacks } from './todo-cache';
import { keptOfTask, taskNamed, todoWriteKey } from './todo-writes';

export interface CompleteTodoInput {
  id: string;
  completed: boolean;
  /** The status the board shows after the click (shared statusForCompletion). */
  status: TodoStatus;
}

/** The input for a click on the checkbox of a task that is now `status`. */
export function completeInput(id: string, status: TodoStatus, completed: boolean): CompleteTodoInput {
  return { id, completed, status: statusForCompletion(status, completed) };
}

/** POST /api/todos/:id/complete: the card's checkbox (docs/product/todos.md "Complete checkbox"). */
export function completeTodo({ id, completed, writeKey }: CompleteTodoInput & WriteKeyed): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}/complete`, { method: 'POST', body: { completed }, writeKey });
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const completeTodoWrite: QueuedWrite<CompleteTodoInput, Todo> = {
  mutationKey: todoWriteKey('complete'),
  mutationFn: completeTodo,
  describe: ({ id, completed }, queryClient) => `${completed ? 'Completing' : 'Reopening'} ${taskNamed(queryClient, id)}`,
  kept: keptOfTask,
  afterReplay: keepSavedTodo,
};

export function useCompleteTodo() {
  const queryClient = useQueryClient();
  return useQueuedWrite(completeTodoWrite, {
    ...optimisticStatusCallbacks(queryClient, 'Could not update the task. The board was reloaded.'),
  });
}
