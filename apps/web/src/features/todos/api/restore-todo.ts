import type { Todo } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { keepSavedTodo } from './todo-cache';
import { todoKeys } from './todo-keys';
import { TODO_WRITE_SCOPE, todoWriteKey } from './todo-writes';

/** POST /api/todos/:id/restore: the toast's 'Undo' brings a deleted task back with its history. */
export function restoreTodo(id: string): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export function useRestoreTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: todoWriteKey('restore'),
    scope: TODO_WRITE_SCOPE,
    mutationFn: restoreTodo,
    // The answer is the task as it was: it takes its place at once, with no read of the whole board.
    onSuccess: (restored) => keepSavedTodo(queryClient, restored),
    onError: () => {
      toast.error('Could not restore the task.');
      void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  });
}
