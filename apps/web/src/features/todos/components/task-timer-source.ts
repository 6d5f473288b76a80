import type { Todo } from '@cadence/shared';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * 'Start timer' in a card's menu (docs/product/todos.md "Start timer"; issue 18 item 3): the activity
 * area's timer, handed to the board by app/ (features never import each other, docs/architecture.md
 * "Walls"). Without it the menu has no 'Start timer'.
 */
export interface TaskTimer {
  start: (task: Pick<Todo, 'id' | 'title'>) => void;
  /** What the timer shows on the board while it asks something (a timer already runs). */
  element: ReactNode;
}

const useNoTimer = (): TaskTimer | null => null;

/** The hook the board calls; app/ gives the activity area's. Fixed for the app's life, so the hook order never changes. */
export const TaskTimerSource = createContext<() => TaskTimer | null>(useNoTimer);

export function useTaskTimer(): TaskTimer | null {
  const useTimer = useContext(TaskTimerSource);
  return useTimer();
}
