import { goalCompletedAt, goalStanding, type Goal } from '@cadence/shared';
import type { QueryClient } from '@tanstack/react-query';
import { goalKeys } from './goal-keys';

// The goals list in this tab's cache: the server's answers and the instant (optimistic) ticks.

/** Newest first, as the server lists them (docs/product/goals.md "Order"). */
function compareNewestFirst(a: Goal, b: Goal): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Puts `next` in the list, replacing the goal with its id, in the server's order. */
export function upsertGoal(list: readonly Goal[], next: Goal): Goal[] {
  const index = list.findIndex((goal) => goal.id === next.id);
  if (index !== -1) {
    const copy = list.slice();
    copy[index] = next;
    return copy;
  }
  const at = list.findIndex((goal) => compareNewestFirst(next, goal) < 0);
  const copy = list.slice();
  copy.splice(at === -1 ? copy.length : at, 0, next);
  return copy;
}

export function setGoalInList(queryClient: QueryClient, next: Goal): void {
  queryClient.setQueryData<Goal[]>(goalKeys.list(), (list) => (list ? upsertGoal(list, next) : list));
}

export function removeGoalFromList(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<Goal[]>(goalKeys.list(), (list) => list?.filter((goal) => goal.id !== id));
}

export function findGoal(queryClient: QueryClient, id: string): Goal | undefined {
  return queryClient.getQueryData<Goal[]>(goalKeys.list())?.find((goal) => goal.id === id);
}

/**
 * The goal as it will be once the milestone is ticked (or un-ticked): progress and status by the same
 * shared rules the server applies (docs/product/goals.md "Progress and status").
 */
export function withMilestone(goal: Goal, milestoneId: string, completed: boolean): Goal {
  const milestones = goal.milestones.map((milestone) => (milestone.id === milestoneId ? { ...milestone, completed } : milestone));
  const standing = goalStanding(milestones);
  const completedAt = goalCompletedAt(goal, standing.status, new Date().toISOString());
  return { ...goal, ...standing, completedAt, milestones };
}

/** True when both show the same ticks: the answer agrees with what the screen already shows. */
export function sameTicks(a: Goal, b: Goal): boolean {
  return a.milestones.length === b.milestones.length && a.milestones.every((milestone, index) => milestone.id === b.milestones[index]?.id && milestone.completed === b.milestones[index]?.completed);
}
