import { nextToggleStatus, type Todo } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type RefObject } from 'react';
import { completeInput, useCompleteTodo } from '../api/complete-todo';
import { useDeleteTodo } from '../api/delete-todo';
import { findTodo } from '../api/todo-cache';
import { useToggleTodo } from '../api/toggle-todo';
import { columnOf, neighbourOf, type BoardFocus } from './board-focus';
import { askBeforeCompleting } from './completion-question';

/**
 * After a toggle or a delete the card leaves its place and the next one slides up. For this long the
 * board swallows the second click of a double click, so it lands on nothing rather than on the next
 * card's button (issue 13). Longer than a double click, shorter than a deliberate click.
 */
export const SETTLE_MS = 600;

export interface TaskActions {
  toggle: (todo: Todo, options?: { moveFocus?: boolean }) => void;
  /** The complete checkbox (docs/product/todos.md "Complete checkbox"): ticks an open task, unticks a completed one. */
  complete: (todo: Todo, options?: { moveFocus?: boolean }) => void;
  remove: (todo: Todo) => void;
}

/**
 * For SETTLE_MS the board swallows a click that is the second (or later) of a double click: the browser
 * counts them in `detail`. Only those: a separate click elsewhere still acts, and a press that starts a
 * drag still reaches the card, so the board never turns the pointer off (issue 18 item 3a: with
 * `pointer-events: none` a drag begun within a second of a toggle fell through to the page and became a
 * text selection, and the card stayed put).
 */
function settle(board: HTMLElement | null): void {
  if (!board) return;
  const swallow = (event: MouseEvent) => {
    if (event.detail < 2) return;
    event.preventDefault();
    event.stopPropagation();
  };
  board.addEventListener('click', swallow, { capture: true });
  board.dataset.settling = 'true';
  window.setTimeout(() => {
    board.removeEventListener('click', swallow, { capture: true });
    delete board.dataset.settling;
  }, SETTLE_MS);
}

/**
 * Toggle, complete and delete with what follows them on the board: focus on the neighbour, a pause for
 * clicks. Each acts on the task as the board's cache holds it at the click, not as the card last
 * rendered it, so a second quick action builds on the first (issue 18 item 3a).
 */
export function useTaskActions(focus: BoardFocus, boardRef: RefObject<HTMLElement | null>): TaskActions {
  const queryClient = useQueryClient();
  const { mutate: toggle } = useToggleTodo();
  const { mutate: complete } = useCompleteTodo();
  const { mutate: remove } = useDeleteTodo();
  return useMemo(() => {
    // docs/product/todos.md "Focus after actions": the card that takes its place, else the card in its new column.
    const focusAfterMove = (id: string) => {
      const columns = focus.visible();
      focus.request([neighbourOf(columns, id), { kind: 'card', id, part: 'title' }, columnOf(columns, id)], { afterChange: true });
    };
    return {
      toggle(todo, { moveFocus = true } = {}) {
        const current = findTodo(queryClient, todo.id) ?? todo;
        const status = nextToggleStatus(current.status);
        const run = () => {
          if (moveFocus) focusAfterMove(todo.id);
          settle(boardRef.current);
          toggle({ id: todo.id, status });
        };
        // docs/product/todos.md "Checklist": completing with open items asks first.
        if (status === 'completed') askBeforeCompleting(current, run);
        else run();
      },
      complete(todo, { moveFocus = true } = {}) {
        const current = findTodo(queryClient, todo.id) ?? todo;
        const input = completeInput(todo.id, current.status, current.status !== 'completed');
        if (input.status === current.status) return;
        const run = () => {
          if (moveFocus) focusAfterMove(todo.id);
          settle(boardRef.current);
          complete(input);
        };
        if (input.status === 'completed') askBeforeCompleting(current, run);
        else run();
      },
      remove(todo) {
        const columns = focus.visible();
        focus.request([neighbourOf(columns, todo.id), columnOf(columns, todo.id)], { afterChange: true });
        settle(boardRef.current);
        remove(todo);
      },
    };
  }, [queryClient, focus, boardRef, toggle, complete, remove]);
}
