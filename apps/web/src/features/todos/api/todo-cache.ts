import { compareTodosForList, completedAtFor, type Todo, type TodoStatus } from '@cadence/shared';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { todoKeys } from './todo-keys';
import { beginStatusIntent, endStatusIntent, noteOwnVersion } from './todo-writes';

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
 * docs/product/todos.md "Repeating tasks": an answer that may have made a series' next occurrence (a
 * completed occurrence, or one taken off its schedule) reads the board again. The server makes the
 * occurrence; the browser never invents it, and this tab skips its own live event, so it asks.
 */
export function readNextOccurrence(queryClient: QueryClient, saved: Todo): void {
  if (saved.seriesId !== null && (saved.status === 'completed' || saved.repeat === null)) void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
}

/** A write's answer: the task as the server holds it now, a version this tab made itself. */
export function keepSavedTodo(queryClient: QueryClient, saved: Todo): void {
  noteOwnVersion(queryClient, saved);
  setTodoInList(queryClient, saved);
  readNextOccurrence(queryClient, saved);
}

/**
 * The callbacks shared by drag, toggle and the complete checkbox: show the change at once, keep the
 * server's answer, and when the server refuses reload the board from it and say so briefly (issue 3).
 *
 * issue 18 item 3a: the change shows in the same task as the click (no await before it), so a second
 * click reads the board as the first left it; while a later change of the same task is still on its
 * way, an earlier answer brings the server's fields but not its status; the list is read clear of the
 * board's writes (get-todos.ts), so no refetch puts a card back.
 */
export function optimisticStatusCallbacks(queryClient: QueryClient, failureMessage: string) {
  return {
    onMutate: ({ id, status }: { id: string; status: TodoStatus }) => {
      beginStatusIntent(queryClient, id, status);
      const current = findTodo(queryClient, id);
      if (current) setTodoInList(queryClient, withStatus(current, status));
    },
    onSuccess: (saved: Todo) => {
      noteOwnVersion(queryClient, saved);
      const stillAsked = endStatusIntent(queryClient, saved.id);
      setTodoInList(queryClient, stillAsked !== null && stillAsked !== saved.status ? withStatus(saved, stillAsked) : saved);
      readNextOccurrence(queryClient, saved);
    },
    onError: (_error: unknown, { id }: { id: string }) => {
      endStatusIntent(queryClient, id);
      toast.error(failureMessage);
      void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.history() }),
  };
}
