import { TODO_UNDO_TOAST_MS, type Todo } from '@cadence/shared';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { useRestoreTodo } from './restore-todo';
import { todoKeys } from './todo-keys';
import { todoWriteKey } from './todo-writes';

type DeleteTodoInput = Pick<Todo, 'id' | 'title'>;

/** DELETE /api/todos/:id: immediate, no confirmation (docs/product/todos.md "Delete and undo"). */
export function deleteTodo(todo: Pick<Todo, 'id'> & WriteKeyed): Promise<unknown> {
  return apiRequest<unknown>(`/api/todos/${encodeURIComponent(todo.id)}`, { method: 'DELETE', writeKey: todo.writeKey });
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const deleteTodoWrite: QueuedWrite<DeleteTodoInput, unknown> = {
  mutationKey: todoWriteKey('delete'),
  mutationFn: deleteTodo,
  describe: ({ title }) => `Deleting the task ‘${title}’`,
  kept: (error) => ((error as { status?: number }).status === 404 ? 'The task was already gone.' : null),
  afterReplay: (queryClient) => void queryClient.invalidateQueries({ queryKey: todoKeys.all }),
};

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
  return useQueuedWrite(deleteTodoWrite, {
    // Gone from the board in the same task as the click (issue 18 item 3a); the list is read clear of it.
    onMutate: (todo: DeleteTodoInput & WriteKeyed) => {
      // Offline, the delete waits to be sent, and Undo (a restore) could not be: it is not offered.
      const queued = !onlineManager.isOnline();
      if (queued) toast.show({ message: `${deletedMessage(todo.title)}. It will be removed everywhere once you're back online.` });
      queryClient.setQueryData<Todo[]>(todoKeys.list(), (list) => list?.filter((item) => item.id !== todo.id));
      return { queued };
    },
    onSuccess: (_answer, todo, context) => {
      if (context?.queued) return;
      toast.show({ message: deletedMessage(todo.title), durationMs: TODO_UNDO_TOAST_MS, action: { label: 'Undo', onAction: () => restore.mutate(todo.id) } });
    },
    onError: () => {
      toast.error('Could not delete the task. The board was reloaded.');
      void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  });
}
