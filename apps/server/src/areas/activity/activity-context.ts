import type { LinkedTask } from '@cadence/shared';
import type { AreaContext } from '../../context/area-context';
import type { Actor } from '../../context/actor';
import type { Unit } from '../../context/unit-of-work';

/** What starting work on a task came to: the task as linked, or why it cannot be linked. */
export type StartWorkOutcome = { kind: 'linked'; task: LinkedTask } | { kind: 'not_found' } | { kind: 'completed' };

/**
 * What the activity area needs from the to-do area, handed over by app.ts (docs/architecture.md
 * "Seams"): the to-do area owns tasks, their status rules and their history; this area only
 * links to them.
 */
export interface TaskLinks {
  /**
   * docs/product/activity.md "Linked task": starting an activity linked to a task puts the task in
   * progress, with its history row, in the same transaction as the start. A task that is not the
   * user's (or is deleted) is not found; a completed one cannot be linked.
   */
  startWorkOn(unit: Unit, request: { actor: Actor; todoId: string }): Promise<StartWorkOutcome>;
}

/** The activity services' context: the app's, plus the task capability. */
export interface ActivityContext extends AreaContext {
  tasks: TaskLinks;
}
