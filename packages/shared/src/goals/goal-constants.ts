// The goals' vocabulary (docs/product/goals.md "Goal", "Milestone", "Progress and status").
export const GOAL_CATEGORIES = ['personal', 'career', 'fitness', 'learning', 'financial', 'relationships'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export const DEFAULT_GOAL_CATEGORY: GoalCategory = 'personal';

/** The category as the screen names it: a filter chip, the form's select, a card's badge. */
export const GOAL_CATEGORY_LABELS: Record<GoalCategory, string> = {
  personal: 'Personal',
  career: 'Career',
  fitness: 'Fitness',
  learning: 'Learning',
  financial: 'Financial',
  relationships: 'Relationships',
};

/** Completed at 100 % progress, active otherwise (docs/product/goals.md "Progress and status"). */
export const GOAL_STATUSES = ['active', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  active: 'Active',
  completed: 'Completed',
};

/** Input limits. The spec names none; these keep rows and screens sane (docs/product/goals.md "Limits"). */
export const GOAL_TITLE_MAX_LENGTH = 200;
export const GOAL_DESCRIPTION_MAX_LENGTH = 2_000;
export const MILESTONE_TITLE_MAX_LENGTH = 200;
export const GOAL_MAX_MILESTONES = 50;

/** docs/product/goals.md "Ticking a milestone": the animation when a milestone becomes completed lasts 1 second. */
export const MILESTONE_COMPLETION_ANIMATION_MS = 1_000;

/**
 * Delete is undoable (docs/product/goals.md "Delete and undo"): the toast shows 'Undo' for 5 s and
 * the server keeps a deleted goal restorable a little longer, so a slow network cannot lose an undo.
 */
export const GOAL_UNDO_TOAST_MS = 5_000;
export const GOAL_RESTORE_WINDOW_MS = 60_000;
