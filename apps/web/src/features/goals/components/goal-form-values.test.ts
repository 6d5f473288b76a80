import { createGoalRequestSchema, updateGoalRequestSchema, type Goal } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { createGoalInput, emptyGoalForm, formValuesFrom, hasBlankTitle, milestoneRowsFrom, newMilestoneRow, updateGoalInput, withoutRow } from './goal-form-values';

const goal: Goal = {
  id: '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11',
  title: 'Run a marathon',
  description: null,
  category: 'fitness',
  targetDate: '2026-10-04',
  progress: 50,
  status: 'active',
  completedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  milestones: [
    { id: '1c8e7d2f-4d2b-4a8f-8e66-3a1d9b4f7c22', title: '10 km', completed: true, dueDate: '2026-05-01' },
    { id: '2d9f8e3a-5e3c-4b9a-9f77-4b2eac5a8d33', title: 'Half', completed: false, dueDate: null },
  ],
  tasks: [],
  habits: [],
};

describe('the goal form (docs/product/goals.md "Goal form")', () => {
  it('starts with one empty milestone row and the personal category', () => {
    expect(emptyGoalForm.category).toBe('personal');
    expect(milestoneRowsFrom(null)).toHaveLength(1);
    expect(milestoneRowsFrom({ ...goal, milestones: [] })).toHaveLength(1);
  });

  it('never removes the last row', () => {
    const one = [newMilestoneRow()];
    expect(withoutRow(one, one[0]!.key)).toHaveLength(1);
    const two = [...one, newMilestoneRow()];
    expect(withoutRow(two, two[0]!.key)).toEqual([two[1]]);
  });

  it('ignores a title that is blank after trimming', () => {
    expect(hasBlankTitle({ ...emptyGoalForm, title: ' \t ' })).toBe(true);
    expect(hasBlankTitle({ ...emptyGoalForm, title: ' x ' })).toBe(false);
  });

  it('sends the create body without blank rows, and the schema accepts it', () => {
    const rows = [{ ...newMilestoneRow(), title: ' 5 km ' }, newMilestoneRow(), { ...newMilestoneRow(), title: '10 km', dueDate: '2026-05-01' }];
    const body = createGoalInput({ ...emptyGoalForm, title: 'Run' }, rows);
    expect(body).toEqual({ title: 'Run', description: '', category: 'personal', targetDate: '', milestones: [{ title: ' 5 km ', dueDate: '' }, { title: '10 km', dueDate: '2026-05-01' }] });
    expect(createGoalRequestSchema.parse(body).milestones).toEqual([
      { title: '5 km', dueDate: null },
      { title: '10 km', dueDate: '2026-05-01' },
    ]);
  });

  it('sends the edit body with ids for kept rows, none for new ones, and drops blanked rows', () => {
    const rows = milestoneRowsFrom(goal);
    rows[1]!.title = '  ';
    rows.push({ ...newMilestoneRow(), title: 'Full' });
    const body = updateGoalInput(formValuesFrom(goal), rows, goal.updatedAt);
    expect(updateGoalRequestSchema.parse(body)).toEqual({
      title: 'Run a marathon',
      description: null,
      category: 'fitness',
      targetDate: '2026-10-04',
      milestones: [
        { id: goal.milestones[0]!.id, title: '10 km', dueDate: '2026-05-01' },
        { title: 'Full', dueDate: null },
      ],
      expectedUpdatedAt: goal.updatedAt,
    });
  });
});
