import { TODO_UNDO_TOAST_MS, type Todo } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { useRestoreTodo } from './restore-todo';
import { todoKeys } from './todo-keys';

/** DELETE /api/todos/:id: immediate, no confirmation (spec part 1 §7). */
export function deleteTodo(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/todos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes the card at once, then offers 'Undo' for 5 s (issue 3). */
export function useDeleteTodo() {
  const queryClient = useQueryClient();
  const restore = useRestoreTodo();
  return useMutation({
    mutationFn: deleteTodo,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: todoKeys.list() });
      queryClient.setQueryData<Todo[]>(todoKeys.list(), (list) => list?.filter((todo) => todo.id !== id));
    },
    onSuccess: (_answer, id) => {
      toast.show({ message: 'Task deleted', durationMs: TODO_UNDO_TOAST_MS, action: { label: 'Undo', onAction: () => restore.mutate(id) } });
    },
    onError: () => {
      toast.error('Could not delete the task. The board was reloaded.');
      void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  });
}
