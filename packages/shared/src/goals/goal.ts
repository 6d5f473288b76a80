import type { GoalCategory, GoalStatus } from './goal-constants';
import type { GoalHabit, GoalTask } from './goal-links';

/** One step of a goal's checklist (docs/product/goals.md "Milestone"). */
export interface Milestone {
  id: string;
  title: string;
  completed: boolean;
  /** 'YYYY-MM-DD', or null. */
  dueDate: string | null;
}

/**
 * One goal as the API returns it (docs/product/goals.md "Goal"), with its milestones in the order they were
 * written. Dates are 'YYYY-MM-DD', timestamps ISO strings in UTC. progress and status are the server's,
 * computed from the milestones (docs/product/goals.md "Progress and status").
 */
export interface Goal {
  id: string;
  title: string;
  description: string | null;
  category: GoalCategory;
  targetDate: string | null;
  progress: number;
  status: GoalStatus;
  completedAt: string | null;
  createdAt: string;
  /** Also the goal's version: the edit form sends it back as expectedUpdatedAt. */
  updatedAt: string;
  milestones: Milestone[];
  /** The live tasks linked to the goal, in the board's order (docs/product/goals.md "Linked tasks and habits"). */
  tasks: GoalTask[];
  /** The live habits linked to the goal, in the habits screen's order. */
  habits: GoalHabit[];
}

/** Body of a 409 from PATCH /api/goals/:id: the error and the goal as it is now. */
export interface StaleGoalResponse {
  error: { code: 'CONFLICT'; message: string };
  goal: Goal;
}
