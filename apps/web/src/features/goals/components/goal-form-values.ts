import { DEFAULT_GOAL_CATEGORY, isBlankMilestone, type CreateGoalRequest, type Goal, type GoalCategory, type UpdateGoalRequest } from '@cadence/shared';

// The goal form's values (docs/product/goals.md "Goal form"): text for every field, and the milestone
// rows beside them, each with a key of its own so React keeps its input while rows come and go.

export interface GoalFormValues {
  title: string;
  description: string;
  category: GoalCategory;
  targetDate: string;
  /** Where messages about the milestone list land; the rows themselves are MilestoneRow[]. */
  milestones: string;
}

export interface MilestoneRow {
  key: string;
  /** An existing milestone's id (edit form); undefined for a row added in this form. */
  id?: string;
  title: string;
  dueDate: string;
  /** Shown, never sent: a kept milestone keeps its state on the server. */
  completed: boolean;
}

let nextKey = 0;
export function newMilestoneRow(): MilestoneRow {
  nextKey += 1;
  return { key: `new-${nextKey}`, title: '', dueDate: '', completed: false };
}

export const emptyGoalForm: GoalFormValues = { title: '', description: '', category: DEFAULT_GOAL_CATEGORY, targetDate: '', milestones: '' };

export function formValuesFrom(goal: Goal): GoalFormValues {
  return { title: goal.title, description: goal.description ?? '', category: goal.category, targetDate: goal.targetDate ?? '', milestones: '' };
}

/** docs/product/goals.md "Goal form": the form always keeps at least one milestone row. */
export function milestoneRowsFrom(goal: Goal | null): MilestoneRow[] {
  if (!goal || goal.milestones.length === 0) return [newMilestoneRow()];
  return goal.milestones.map((milestone) => ({ key: milestone.id, id: milestone.id, title: milestone.title, dueDate: milestone.dueDate ?? '', completed: milestone.completed }));
}

/** docs/product/goals.md "Goal form": Save does nothing (and is disabled) while the title is blank after trimming. */
export function hasBlankTitle(values: GoalFormValues): boolean {
  return values.title.trim() === '';
}

/** Removing a row: never the last one (docs/product/goals.md "Goal form": remove shows only with more than one row). */
export function withoutRow(rows: readonly MilestoneRow[], key: string): MilestoneRow[] {
  return rows.length <= 1 ? [...rows] : rows.filter((row) => row.key !== key);
}

/** The create body: blank rows are dropped (the schema drops them too; docs/product/goals.md "Blank milestones"). */
export function createGoalInput(values: GoalFormValues, rows: readonly MilestoneRow[]): unknown {
  const { milestones: _list, ...fields } = values;
  return { ...fields, milestones: rows.filter((row) => !isBlankMilestone(row)).map(({ title, dueDate }) => ({ title, dueDate })) } satisfies Record<keyof CreateGoalRequest, unknown>;
}

/** The edit body: the whole form, the rows with their ids, and the version the form was opened with. */
export function updateGoalInput(values: GoalFormValues, rows: readonly MilestoneRow[], expectedUpdatedAt: string): unknown {
  const { milestones: _list, ...fields } = values;
  const milestones = rows.filter((row) => !isBlankMilestone(row)).map(({ id, title, dueDate }) => (id === undefined ? { title, dueDate } : { id, title, dueDate }));
  return { ...fields, milestones, expectedUpdatedAt } satisfies Record<keyof UpdateGoalRequest, unknown>;
}
