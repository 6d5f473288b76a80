import { TODO_UNDO_TOAST_MS, type Todo } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { useRestoreTodo } from './restore-todo';
import { todoKeys } from './todo-keys';
import { TODO_WRITE_SCOPE, todoWriteKey } from './todo-writes';

/** DELETE /api/todos/:id: immediate, no confirmation (docs/product/todos.md "Delete and undo"). */
export function deleteTodo(todo: Pick<Todo, 'id'>): Promise<unknown> {
  return apiRequest<unknown>(`/api/todos/${encodeURIComponent(todo.id)}`, { method: 'DELETE' });
}

/** A long title is cut in the toast, which has room for a line or two. */
const TOAST_TITLE_MAX = 60;

/** 'Task "Call Sam" deleted' (docs/product/todos.md "Delete and undo"). */
export function deletedMessage(title: string): string {
  const shown = title.length > TOAST_TITLE_MAX ? `${title.slice(0, TOAST_TITLE_MAX - 1).trimEnd()}…` : title;
  return `Task "${shown}" deleted`;
}

/** Removes the card at once, then offers 'Undo' for 8 s, or until dismissed (issue 13). */
export function useDeleteTodo() {
  const queryClient = useQueryClient();
  const restore = useRestoreTodo();
  return useMutation({
    mutationKey: todoWriteKey('delete'),
    scope: TODO_WRITE_SCOPE,
    mutationFn: deleteTodo,
    // Gone from the board in the same task as the click (issue 18 item 3a); the list is read clear of it.
    onMutate: (todo: Pick<Todo, 'id' | 'title'>) => {
      queryClient.setQueryData<Todo[]>(todoKeys.list(), (list) => list?.filter((item) => item.id !== todo.id));
    },
    onSuccess: (_answer, todo) => {
      toast.show({ message: deletedMessage(todo.title), durationMs: TODO_UNDO_TOAST_MS, action: { label: 'Undo', onAction: () => restore.mutate(todo.id) } });
    },
    onError: () => {
      toast.error('Could not delete the task. The board was reloaded.');
      void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  });
}
