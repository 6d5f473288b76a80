import type { Todo } from '@cadence/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The parameter a reminder's notification opens the board with: /todos?task=<id> (docs/product/reminders.md). */
export const TASK_LINK_PARAMETER = 'task';

/** What a link to one task opens: its edit form when it can be edited, else its details (which say when it is gone). */
export function taskLinkTarget(list: readonly Todo[], id: string): { open: 'edit'; todo: Todo } | { open: 'details'; id: string } {
  const todo = list.find((candidate) => candidate.id === id);
  // docs/product/todos.md "Cards": a completed task has no Edit; one no longer on the board is told in the details dialog.
  return todo && todo.status !== 'completed' ? { open: 'edit', todo } : { open: 'details', id };
}

/**
 * /todos?task=<id> (a click on a task's reminder, docs/product/reminders.md) opens that task's edit form
 * once the board has loaded. The parameter is removed once acted on, so a reload or Back does not open
 * the form again.
 */
export function useTaskLink(list: readonly Todo[] | undefined, onEdit: (todo: Todo) => void, onDetails: (id: string) => void): void {
  const [params, setParams] = useSearchParams();
  const id = params.get(TASK_LINK_PARAMETER);
  useEffect(() => {
    if (!id || !list) return;
    setParams(
      (current) => {
        current.delete(TASK_LINK_PARAMETER);
        return current;
      },
      { replace: true },
    );
    const target = taskLinkTarget(list, id);
    if (target.open === 'edit') onEdit(target.todo);
    else onDetails(target.id);
  }, [id, list, onEdit, onDetails, setParams]);
}
