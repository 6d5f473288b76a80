import { statusForCompletion, type Todo, type TodoStatus } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { optimisticStatusCallbacks } from './todo-cache';
import { TODO_WRITE_SCOPE, todoWriteKey } from './todo-writes';

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
export function completeTodo({ id, completed }: CompleteTodoInput): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}/complete`, { method: 'POST', body: { completed } });
}

export function useCompleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: todoWriteKey('complete'),
    scope: TODO_WRITE_SCOPE,
    mutationFn: completeTodo,
    ...optimisticStatusCallbacks(queryClient, 'Could not update the task. The board was reloaded.'),
  });
}
