import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_MAX_MILESTONES, GOAL_MESSAGES } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildGoal, editFormOf, goalCalls, signedInUser, type SignedInUser } from '../../testing/goals-kit';

// Bad input is 400 with a message per field, in the product's words (docs/architecture.md "API conventions"), and changes nothing.

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedInUser(t);
});
afterAll(async () => t.close());

async function expectFields(response: Response | { status: number; json(): Promise<unknown> }, fields: Record<string, string>) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('VALIDATION');
  expect(body.error.fields).toEqual(fields);
}

describe('POST /api/goals refuses bad input', () => {
  it.each([
    [{ title: '   ' }, { title: GOAL_MESSAGES.titleRequired }],
    [{ title: 'x'.repeat(201) }, { title: GOAL_MESSAGES.titleTooLong }],
    [{ title: 'x', description: 'd'.repeat(2001) }, { description: GOAL_MESSAGES.descriptionTooLong }],
    [{ title: 'x', category: 'hobbies' }, { category: GOAL_MESSAGES.invalidCategory }],
    [{ title: 'x', targetDate: '2026-13-01' }, { targetDate: GOAL_MESSAGES.invalidTargetDate }],
    [{ title: 'x', milestones: [{ title: 'm'.repeat(201) }] }, { 'milestones.0.title': GOAL_MESSAGES.milestoneTitleTooLong }],
    [{ title: 'x', milestones: Array.from({ length: GOAL_MAX_MILESTONES + 1 }, (_, i) => ({ title: `m${i}` })) }, { milestones: GOAL_MESSAGES.tooManyMilestones }],
    [{ title: 'nul\u0000' }, { title: 'Title must not contain control characters' }],
    [{ title: 'x', progress: 100, status: 'completed' }, { _: 'Unknown fields: progress, status' }],
  ])('%j', async (body, fields) => {
    await expectFields(await goalCalls(t, user).create(body), fields);
  });

  it('stores nothing for a refused create', async () => {
    const fresh = await signedInUser(t);
    await goalCalls(t, fresh).create({ title: ' ' });
    expect(await goalCalls(t, fresh).listJson()).toEqual([]);
  });
});

describe('PATCH /api/goals/:id refuses bad input and changes nothing', () => {
  it('names each wrong field', async () => {
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['A'] });
    await expectFields(await calls.edit(goal.id, editFormOf(goal, { title: '' })), { title: GOAL_MESSAGES.titleRequired });
    await expectFields(await calls.edit(goal.id, { ...editFormOf(goal), expectedUpdatedAt: 'yesterday' }), { expectedUpdatedAt: GOAL_MESSAGES.invalidExpectedUpdatedAt });
    await expectFields(await calls.edit(goal.id, { title: 'only a title' }), {
      description: 'Description must be text',
      category: GOAL_MESSAGES.invalidCategory,
      targetDate: GOAL_MESSAGES.invalidTargetDate,
      milestones: GOAL_MESSAGES.milestonesNotAList,
      expectedUpdatedAt: GOAL_MESSAGES.invalidExpectedUpdatedAt,
    });
    await expectFields(await calls.edit(goal.id, editFormOf(goal, { milestones: [{ id: 'nope', title: 'x', dueDate: null }] })), { 'milestones.0.id': GOAL_MESSAGES.invalidMilestoneId });
    expect(await calls.getJson(goal.id)).toEqual(goal);
  });
});

describe('PATCH /api/goals/:id/milestones/:milestoneId refuses bad input', () => {
  it('needs completed as true or false', async () => {
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['A'] });
    const path = `/api/goals/${goal.id}/milestones/${goal.milestones[0]!.id}`;
    await expectFields(await t.request(path, { method: 'PATCH', json: {}, cookie: user.cookie }), { completed: GOAL_MESSAGES.invalidCompleted });
    await expectFields(await t.request(path, { method: 'PATCH', json: { completed: 'true' }, cookie: user.cookie }), { completed: GOAL_MESSAGES.invalidCompleted });
    expect(await calls.getJson(goal.id)).toEqual(goal);
  });
});
