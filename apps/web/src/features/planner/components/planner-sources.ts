import type { Goal, Habit, Todo } from '@cadence/shared';
import { createContext, useContext, type ComponentType } from 'react';

/** What a screen needs of one list: the board's own queries answer in this shape. */
export interface PlannerList<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What Today and Upcoming read and write, handed in by app/ (docs/architecture.md "Walls": features do
 * not import each other): the board's tasks and its mutations, the habits and their day marks, the
 * goals with their milestones, and the activity area's running timer. Every write is that area's own
 * queued write (docs/product/offline.md "Changes made offline").
 */
export interface PlannerSources {
  useTasks: () => PlannerList<Todo>;
  /** Completes a task, as the board's checkbox does. */
  useCompleteTask: () => (task: Todo) => void;
  /** Sets a task's due date, keeping every other field (docs/product/planner.md "Move to another day"). */
  useMoveTask: () => (task: Todo, dueDate: string) => void;
  useHabits: () => PlannerList<Habit>;
  /** Marks or unmarks the habit's current period, as its card's check does. */
  useMarkHabit: () => (habit: Habit, today: string) => void;
  useGoals: () => PlannerList<Goal>;
  /** The running timer's line, or nothing when no timer exists. */
  RunningTimer: ComponentType;
}

export const PlannerSourcesContext = createContext<PlannerSources | null>(null);

export function usePlannerSources(): PlannerSources {
  const sources = useContext(PlannerSourcesContext);
  if (!sources) throw new Error('Today and Upcoming need their sources from app/ (planner-route.tsx).');
  return sources;
}
