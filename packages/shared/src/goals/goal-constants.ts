// spec part 2 §3 "Goal", "Milestone", §4, §9: the goals' vocabulary (docs/product/goals.md).
export const GOAL_CATEGORIES = ['personal', 'career', 'fitness', 'learning', 'financial', 'relationships'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export const DEFAULT_GOAL_CATEGORY: GoalCategory = 'personal';

/** Completed at 100 % progress, active otherwise (spec part 2 §4). */
export const GOAL_STATUSES = ['active', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_TITLE_MAX_LENGTH = 200;
export const GOAL_DESCRIPTION_MAX_LENGTH = 2_000;
export const MILESTONE_TITLE_MAX_LENGTH = 200;
export const GOAL_MAX_MILESTONES = 50;
