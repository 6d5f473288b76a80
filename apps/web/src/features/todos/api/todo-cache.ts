import { compareTodosForList, completedAtFor, type Todo, type TodoStatus } from '@cadence/shared';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { todoKeys } from './todo-keys';

/** The task as it will be after a status change (docs/product/todos.md "Status changes": completed_at follows the status). */
export function withStatus(todo: Todo, status: TodoStatus, now = new Date().toISOString()): Todo {
  return { ...todo, status, completedAt: completedAtFor(todo.status, status, todo.completedAt, now) };
}

/**
 * Puts `next` in the list (replacing the task with its id) in the server's list order. A status
 * change keeps the task's place, so the common case is one copy of the array and no sorting.
 */
export function upsertTodo(list: readonly Todo[], next: Todo): Todo[] {
  const index = list.findIndex((todo) => todo.id === next.id);
  const current = index === -1 ? undefined : list[index];
  if (current && current.dueDate === next.dueDate && current.createdAt === next.createdAt) {
    const copy = list.slice();
    copy[index] = next;
    return copy;
  }
  const others = index === -1 ? list.slice() : list.filter((todo) => todo.id !== next.id);
  const at = others.findIndex((todo) => compareTodosForList(next, todo) < 0);
  others.splice(at === -1 ? others.length : at, 0, next);
  return others;
}

export function findTodo(queryClient: QueryClient, id: string): Todo | undefined {
  return queryClient.getQueryData<Todo[]>(todoKeys.list())?.find((todo) => todo.id === id);
}

export function setTodoInList(queryClient: QueryClient, next: Todo) {
  queryClient.setQueryData<Todo[]>(todoKeys.list(), (list) => (list ? upsertTodo(list, next) : list));
}

/**
 * The callbacks shared by drag and toggle: show the change at once, keep the server's answer, and
 * when the server refuses reload the board from it and say so briefly (issue 3).
 */
export function optimisticStatusCallbacks(queryClient: QueryClient, failureMessage: string) {
  return {
    onMutate: async ({ id, status }: { id: string; status: TodoStatus }) => {
      await queryClient.cancelQueries({ queryKey: todoKeys.list() });
      const current = findTodo(queryClient, id);
      if (current) setTodoInList(queryClient, withStatus(current, status));
    },
    onSuccess: (saved: Todo) => {
      // A newer optimistic change of the same task (a second quick toggle) wins until its own answer.
      const current = findTodo(queryClient, saved.id);
      if (current && current.status === saved.status) setTodoInList(queryClient, saved);
    },
    onError: () => {
      toast.error(failureMessage);
      void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  };
}
