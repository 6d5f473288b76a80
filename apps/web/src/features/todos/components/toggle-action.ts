import { nextToggleStatus, type TodoStatus } from '@cadence/shared';

/** What the toggle says on each status. */
export type ToggleLabel = 'Move to In Progress' | 'Mark complete' | 'Reopen';

/**
 * docs/product/todos.md "Toggle": the button is named for what it does, not for what the task is, and
 * never 'Start' (with a timer in the app, 'Start' reads as "start timing", issue 18 item 3). The cycle
 * stays the spec's: Not Started → In Progress → Completed → Not Started.
 */
export const TOGGLE_ACTIONS: Record<TodoStatus, ToggleLabel> = {
  not_started: 'Move to In Progress',
  in_progress: 'Mark complete',
  completed: 'Reopen',
};

/**
 * What the card's small button shows on a card too narrow for the whole action (a column at 1280 px
 * beside the sidebar): the first words of its name, the icon saying the rest (an arrow to move on to
 * the next column, a check, a back arrow). The whole action is its accessible name and its tooltip,
 * and a wide card shows it; each short text is part of it, so what a person sees is what a screen
 * reader says (WCAG 2.5.3).
 */
export const TOGGLE_SHORT_LABELS: Record<TodoStatus, string> = {
  not_started: 'Move',
  in_progress: 'Complete',
  completed: 'Reopen',
};

export function toggleActionFor(status: TodoStatus): { label: ToggleLabel; short: string; next: TodoStatus } {
  return { label: TOGGLE_ACTIONS[status], short: TOGGLE_SHORT_LABELS[status], next: nextToggleStatus(status) };
}
