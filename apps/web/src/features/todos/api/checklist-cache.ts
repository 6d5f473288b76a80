import type { ChecklistItem, Todo } from '@cadence/shared';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { todoKeys } from './todo-keys';
import { taskNamed } from './todo-writes';

// docs/product/todos.md "Checklist": every change of a checklist shows at once in the board's cache
// and is sent as a queued write (docs/product/offline.md "Changes made offline"). Fast hands: while a
// later change of the same checklist is on its way, an earlier answer is not put on screen (it would
// undo the later change until its own answer came); the last answer brings the server's items.

const pending = new WeakMap<QueryClient, Map<string, number>>();

function pendingOf(queryClient: QueryClient): Map<string, number> {
  let map = pending.get(queryClient);
  if (!map) pending.set(queryClient, (map = new Map()));
  return map;
}

/** The task's checklist changed by `change` in the board's cache. */
export function setChecklist(queryClient: QueryClient, todoId: string, change: (checklist: ChecklistItem[]) => ChecklistItem[]): void {
  queryClient.setQueryData<Todo[]>(todoKeys.list(), (list) => list?.map((todo) => (todo.id === todoId ? { ...todo, checklist: change(todo.checklist) } : todo)));
}

/** An item put in the list in its place (replacing the one with its id). */
export function withItem(checklist: readonly ChecklistItem[], item: ChecklistItem): ChecklistItem[] {
  const others = checklist.filter((entry) => entry.id !== item.id);
  const at = others.findIndex((entry) => entry.position > item.position);
  others.splice(at === -1 ? others.length : at, 0, item);
  return others;
}

/** The callbacks of every checklist write: the change at once, the answer when it is the last one, a reload on refusal. */
export function optimisticChecklistCallbacks<TVariables extends { todoId: string }, TData>(
  queryClient: QueryClient,
  show: (checklist: ChecklistItem[], variables: TVariables) => ChecklistItem[],
  keep: (checklist: ChecklistItem[], saved: TData, variables: TVariables) => ChecklistItem[],
) {
  const map = pendingOf(queryClient);
  const settle = (todoId: string) => {
    const left = (map.get(todoId) ?? 1) - 1;
    if (left <= 0) map.delete(todoId);
    else map.set(todoId, left);
    return left;
  };
  return {
    onMutate: (variables: TVariables) => {
      map.set(variables.todoId, (map.get(variables.todoId) ?? 0) + 1);
      setChecklist(queryClient, variables.todoId, (checklist) => show(checklist, variables));
    },
    onSuccess: (saved: TData, variables: TVariables) => {
      if (settle(variables.todoId) === 0) setChecklist(queryClient, variables.todoId, (checklist) => keep(checklist, saved, variables));
    },
    onError: (_error: unknown, variables: TVariables) => {
      settle(variables.todoId);
      toast.error('Could not save the checklist change. The board was reloaded.');
      void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
    },
  };
}

/** After a checklist change restored from an earlier page is saved: read the board again. */
export function rereadBoard(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: todoKeys.list() });
}

/** "the item ‘Buy milk’ of the task ‘Shop’" for the list of changes that could not be saved. */
export function itemNamed(queryClient: QueryClient, todoId: string, itemId: string, title?: string): string {
  const shown = title ?? queryClient.getQueryData<Todo[]>(todoKeys.list())?.find((todo) => todo.id === todoId)?.checklist.find((item) => item.id === itemId)?.title;
  return `${shown === undefined ? 'a checklist item' : `the checklist item ‘${shown}’`} of ${taskNamed(queryClient, todoId)}`;
}

/** What the person keeps when a checklist change is refused. */
export function keptOfChecklist(error: Error): string | null {
  if ((error as { status?: number }).status === 404) return 'The task or the item was deleted meanwhile, so this change was not applied.';
  return null;
}
