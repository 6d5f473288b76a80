import { editBodyOf, type Todo } from '@cadence/shared';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { StaleTodoError, useUpdateTodo } from './update-todo';

/**
 * A task moved to another day (docs/product/planner.md "Move to another day"): the edit the task form
 * would make with only the due date changed, so it is the same queued write (offline, other tabs), sent
 * with the version shown: a task changed elsewhere meanwhile is not moved, and shows as it now is.
 */
export function useRescheduleTodo(): (todo: Todo, dueDate: string) => void {
  const { mutate } = useUpdateTodo();
  return useCallback(
    (todo: Todo, dueDate: string) => {
      if (todo.dueDate === dueDate) return;
      mutate({
        id: todo.id,
        body: { ...editBodyOf(todo), dueDate },
      }, {
        onError: (error) => {
          if (error instanceof StaleTodoError) toast.error(`Could not move "${todo.title}": it changed elsewhere. It shows as it is now.`);
          else toast.error(`Could not move "${todo.title}". The list was reloaded.`);
        },
      });
    },
    [mutate],
  );
}
