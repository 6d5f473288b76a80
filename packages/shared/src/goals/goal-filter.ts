import { GOAL_CATEGORIES, GOAL_CATEGORY_LABELS, GOAL_STATUS_LABELS, type GoalCategory, type GoalStatus } from './goal-constants';

// docs/product/goals.md "Filters": All, Active, Completed, then one chip per
// category the person's goals use, in the vocabulary's order.

export type GoalFilter = 'all' | GoalStatus | GoalCategory;

const STATUS_FILTERS: readonly GoalFilter[] = ['all', 'active', 'completed'];

function isCategory(filter: GoalFilter): filter is GoalCategory {
  return (GOAL_CATEGORIES as readonly string[]).includes(filter);
}

/**
 * The chips to show. A category chip that is selected stays while its last goal is gone (deleted
 * here or elsewhere), so the person is never inside a filter they cannot see or leave.
 */
export function goalFilterChips(goals: ReadonlyArray<{ category: GoalCategory }>, selected: GoalFilter = 'all'): GoalFilter[] {
  const present = new Set<GoalCategory>(goals.map((goal) => goal.category));
  if (isCategory(selected)) present.add(selected);
  return [...STATUS_FILTERS, ...GOAL_CATEGORIES.filter((category) => present.has(category))];
}

export function matchesGoalFilter(goal: { status: GoalStatus; category: GoalCategory }, filter: GoalFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'active' || filter === 'completed') return goal.status === filter;
  return goal.category === filter;
}

/** The chip's text, also the {filter} of 'No goals found with the "{filter}" filter.' */
export function goalFilterLabel(filter: GoalFilter): string {
  if (filter === 'all') return 'All';
  if (filter === 'active' || filter === 'completed') return GOAL_STATUS_LABELS[filter];
  return GOAL_CATEGORY_LABELS[filter];
}
