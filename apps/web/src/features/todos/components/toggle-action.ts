import { nextToggleStatus, type TodoStatus } from '@cadence/shared';

/**
 * docs/product/todos.md "Toggle": the button says what it will do, not what the task is. The cycle
 * stays the spec's (docs/product/todos.md "Toggle"): Start moves a task to In Progress, Complete to Completed, Reopen back
 * to Not Started.
 */
export const TOGGLE_ACTIONS: Record<TodoStatus, 'Start' | 'Complete' | 'Reopen'> = {
  not_started: 'Start',
  in_progress: 'Complete',
  completed: 'Reopen',
};

export function toggleActionFor(status: TodoStatus): { label: 'Start' | 'Complete' | 'Reopen'; next: TodoStatus } {
  return { label: TOGGLE_ACTIONS[status], next: nextToggleStatus(status) };
}
