import type { GoalStatus } from './goal-constants';

// docs/product/goals.md "Progress and status". The server stores what these give on
// every milestone change; the screen uses the same rules for its instant (optimistic) updates.

/** The rounded whole percentage of completed milestones; 0 with no milestones. */
export function goalProgress(milestones: ReadonlyArray<{ completed: boolean }>): number {
  if (milestones.length === 0) return 0;
  const done = milestones.reduce((count, milestone) => count + (milestone.completed ? 1 : 0), 0);
  // Whole numbers until the one division, so 1 of 8 is exactly 12.5 and rounds to 13.
  return Math.round((done * 100) / milestones.length);
}

/** Completed at 100, active otherwise: un-ticking a milestone of a completed goal re-opens it. */
export function goalStatusFor(progress: number): GoalStatus {
  return progress === 100 ? 'completed' : 'active';
}

export interface GoalStanding {
  progress: number;
  status: GoalStatus;
}

/** A goal's progress and status from its milestones. */
export function goalStanding(milestones: ReadonlyArray<{ completed: boolean }>): GoalStanding {
  const progress = goalProgress(milestones);
  return { progress, status: goalStatusFor(progress) };
}

/** completedAt is set when the goal becomes completed, kept while it stays so, cleared when it re-opens. */
export function goalCompletedAt(previous: { status: GoalStatus; completedAt: string | null }, next: GoalStatus, now: string): string | null {
  if (next !== 'completed') return null;
  return previous.status === 'completed' && previous.completedAt !== null ? previous.completedAt : now;
}
