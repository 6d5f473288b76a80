import { nextToggleStatus, type Todo } from '@cadence/shared';
import { useMemo, type RefObject } from 'react';
import { useDeleteTodo } from '../api/delete-todo';
import { useToggleTodo } from '../api/toggle-todo';
import { columnOf, neighbourOf, type BoardFocus } from './board-focus';

/**
 * After a toggle or a delete the card leaves its place and the next one slides up. For this long the
 * board ignores the pointer, so the second click of a quick double click lands on nothing rather than
 * on the next card's button (issue 13). Longer than a double click, shorter than a deliberate click.
 */
export const SETTLE_MS = 600;

export interface TaskActions {
  toggle: (todo: Todo, options?: { moveFocus?: boolean }) => void;
  remove: (todo: Todo) => void;
}

/** Toggle and delete with what follows them on the board: focus on the neighbour, a pointer pause. */
export function useTaskActions(focus: BoardFocus, boardRef: RefObject<HTMLElement | null>): TaskActions {
  const { mutate: toggle } = useToggleTodo();
  const { mutate: remove } = useDeleteTodo();
  return useMemo(() => {
    const settle = () => {
      const board = boardRef.current;
      if (!board) return;
      board.dataset.settling = 'true';
      window.setTimeout(() => delete board.dataset.settling, SETTLE_MS);
    };
    return {
      toggle(todo, { moveFocus = true } = {}) {
        // docs/product/todos.md "Focus after actions": the card that takes its place, else the card in its new column.
        const columns = focus.visible();
        if (moveFocus) focus.request([neighbourOf(columns, todo.id), { kind: 'card', id: todo.id, part: 'title' }, columnOf(columns, todo.id)], { afterChange: true });
        settle();
        toggle({ id: todo.id, status: nextToggleStatus(todo.status) });
      },
      remove(todo) {
        const columns = focus.visible();
        focus.request([neighbourOf(columns, todo.id), columnOf(columns, todo.id)], { afterChange: true });
        settle();
        remove(todo);
      },
    };
  }, [focus, boardRef, toggle, remove]);
}
