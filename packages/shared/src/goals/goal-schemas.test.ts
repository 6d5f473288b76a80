import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../http/zod-fields';
import { isSafeText } from '../text/safe-text';
import { GOAL_MAX_MILESTONES } from './goal-constants';
import { GOAL_MESSAGES } from './goal-messages';
import { createGoalRequestSchema, setMilestoneRequestSchema, updateGoalRequestSchema } from './goal-schemas';

const MILESTONE_ID = '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11';
const OTHER_ID = '1c8e7d2f-4d2b-4a8f-8e66-3a1d9b4f7c22';

function errorsOf(schema: { safeParse(body: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const result = schema.safeParse(body) as { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] };
  return result.success ? {} : fieldErrors(result.error);
}

const editForm = {
  title: 'Run a marathon',
  description: null,
  category: 'fitness',
  targetDate: '2026-10-04',
  milestones: [{ id: MILESTONE_ID, title: '10 km', dueDate: null }],
  expectedUpdatedAt: '2026-03-01T10:00:00.000Z',
};

describe('create goal request (docs/product/goals.md "Goal", docs/product/goals.md "Blank milestones")', () => {
  it('takes the defaults: category personal, no description, no target date, no milestones', () => {
    expect(createGoalRequestSchema.parse({ title: '  Learn Spanish  ' })).toEqual({ title: 'Learn Spanish', description: null, category: 'personal', targetDate: null, milestones: [] });
  });

  it('drops milestones whose title is blank, and trims the others', () => {
    const parsed = createGoalRequestSchema.parse({ title: 'x', milestones: [{ title: '  ' }, { title: ' A1 course ', dueDate: '2026-05-01' }, { title: '' }, { title: 'B1', dueDate: '' }] });
    expect(parsed.milestones).toEqual([
      { title: 'A1 course', dueDate: '2026-05-01' },
      { title: 'B1', dueDate: null },
    ]);
  });

  it('keeps every field of a full form', () => {
    const full = { title: 'Save', description: 'For a house', category: 'financial', targetDate: '2027-01-01', milestones: [{ title: 'First 1000', dueDate: '2026-06-01' }] };
    expect(createGoalRequestSchema.parse(full)).toEqual(full);
  });

  it.each([
    [{ title: '   ' }, { title: GOAL_MESSAGES.titleRequired }],
    [{}, { title: GOAL_MESSAGES.titleRequired }],
    [{ title: 'x'.repeat(201) }, { title: GOAL_MESSAGES.titleTooLong }],
    [{ title: 'x', description: 'x'.repeat(2001) }, { description: GOAL_MESSAGES.descriptionTooLong }],
    [{ title: 'x', category: 'hobby' }, { category: GOAL_MESSAGES.invalidCategory }],
    [{ title: 'x', targetDate: '2026-02-30' }, { targetDate: GOAL_MESSAGES.invalidTargetDate }],
    [{ title: 'x', milestones: 'run' }, { milestones: GOAL_MESSAGES.milestonesNotAList }],
    [{ title: 'x', milestones: [{ title: 'y'.repeat(201) }] }, { 'milestones.0.title': GOAL_MESSAGES.milestoneTitleTooLong }],
    [{ title: 'x', milestones: [{ title: 'y', dueDate: 'soon' }] }, { 'milestones.0.dueDate': GOAL_MESSAGES.invalidMilestoneDueDate }],
    [{ title: 'x', milestones: [{ title: 'y', completed: true }] }, { 'milestones.0': 'Unknown field: completed' }],
    [{ title: 'x\u0000' }, { title: 'Title must not contain control characters' }],
    [{ title: 'x', milestones: [{ title: 'a\u0007' }] }, { 'milestones.0.title': 'Milestone must not contain control characters' }],
    [{ title: 'x', progress: 100 }, { _: 'Unknown field: progress' }],
  ])('refuses %j with its message', (body, errors) => {
    expect(errorsOf(createGoalRequestSchema, body)).toEqual(errors);
  });

  it(`caps a goal at ${GOAL_MAX_MILESTONES} milestones, counting only the written ones`, () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Step ${i + 1}` }));
    expect(createGoalRequestSchema.parse({ title: 'x', milestones: [...rows(GOAL_MAX_MILESTONES), { title: ' ' }] }).milestones).toHaveLength(GOAL_MAX_MILESTONES);
    expect(errorsOf(createGoalRequestSchema, { title: 'x', milestones: rows(GOAL_MAX_MILESTONES + 1) })).toEqual({ milestones: GOAL_MESSAGES.tooManyMilestones });
  });

  it('keeps exactly the milestones with visible text, in order (property)', () => {
    const title = fc.oneof(fc.constantFrom('', ' ', '\t', '  \n'), fc.string({ minLength: 1, maxLength: 30 }).filter(isSafeText));
    fc.assert(
      fc.property(fc.array(title, { maxLength: 20 }), (titles) => {
        const parsed = createGoalRequestSchema.parse({ title: 'Goal', milestones: titles.map((t) => ({ title: t })) });
        expect(parsed.milestones.map((m) => m.title)).toEqual(titles.filter((t) => t.trim() !== '').map((t) => t.trim()));
      }),
    );
  });
});

describe('edit goal request (docs/product/goals.md "Blank milestones"; issue 10)', () => {
  it('needs the whole form and the version it was opened with', () => {
    expect(updateGoalRequestSchema.parse(editForm)).toEqual(editForm);
    expect(errorsOf(updateGoalRequestSchema, { ...editForm, expectedUpdatedAt: undefined })).toEqual({ expectedUpdatedAt: GOAL_MESSAGES.invalidExpectedUpdatedAt });
  });

  it('drops blank milestone titles here too, existing ones included', () => {
    const parsed = updateGoalRequestSchema.parse({ ...editForm, milestones: [{ id: MILESTONE_ID, title: ' ' }, { title: 'New step' }] });
    expect(parsed.milestones).toEqual([{ title: 'New step', dueDate: null }]);
  });

  it('refuses a milestone id that is not a uuid, or one listed twice', () => {
    expect(errorsOf(updateGoalRequestSchema, { ...editForm, milestones: [{ id: 'abc', title: 'x' }] })).toEqual({ 'milestones.0.id': GOAL_MESSAGES.invalidMilestoneId });
    expect(errorsOf(updateGoalRequestSchema, { ...editForm, milestones: [{ id: MILESTONE_ID, title: 'x' }, { id: MILESTONE_ID.toUpperCase(), title: 'y' }] })).toEqual({ milestones: GOAL_MESSAGES.duplicateMilestoneId });
    expect(updateGoalRequestSchema.safeParse({ ...editForm, milestones: [{ id: MILESTONE_ID, title: 'x' }, { id: OTHER_ID, title: 'y' }] }).success).toBe(true);
  });
});

describe('tick a milestone', () => {
  it('takes the state to set, and nothing else', () => {
    expect(setMilestoneRequestSchema.parse({ completed: true })).toEqual({ completed: true });
    expect(errorsOf(setMilestoneRequestSchema, {})).toEqual({ completed: GOAL_MESSAGES.invalidCompleted });
    expect(errorsOf(setMilestoneRequestSchema, { completed: 'yes' })).toEqual({ completed: GOAL_MESSAGES.invalidCompleted });
  });
});
