import type { Todo } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { todoKeys } from './todo-keys';

/** POST /api/todos/:id/restore: the toast's 'Undo' brings a deleted task back with its history. */
export function restoreTodo(id: string): Promise<Todo> {
  return apiRequest<Todo>(`/api/todos/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export function useRestoreTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTodo,
    onError: () => toast.error('Could not restore the task.'),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: todoKeys.list() }), queryClient.invalidateQueries({ queryKey: todoKeys.history() })]),
  });
}
