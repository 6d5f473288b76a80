import type { ActivityType } from './activity-constants';
import type { LinkedTask } from './activity';
import { isLinkableTask } from './linkable-tasks';

// docs/product/activity.md "Continue": a past activity's 'Continue' starts the timer again with it.

/** What a continued activity's timer starts with. */
export interface ContinuedTimer {
  title: string;
  type: ActivityType;
  todoId: string | null;
}

/**
 * The activity's title and type, and its linked task while that task is still open (not started or in
 * progress); a completed or deleted task is left out, so the timer starts without it. The description
 * is left out: it says what was done that time.
 */
export function continuedTimer(activity: { title: string; type: ActivityType; todo: LinkedTask | null }): ContinuedTimer {
  return { title: activity.title, type: activity.type, todoId: activity.todo && isLinkableTask(activity.todo) ? activity.todo.id : null };
}

/** Whether the timer that runs already is this one (same title, type and task): Continue then changes nothing. */
export function isRunningTimer(running: ContinuedTimer, next: ContinuedTimer): boolean {
  return running.title === next.title && running.type === next.type && running.todoId === next.todoId;
}
