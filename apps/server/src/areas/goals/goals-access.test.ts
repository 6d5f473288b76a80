import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildGoal, editFormOf, goalCalls, signedInUser, type SignedInUser } from '../../testing/goals-kit';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(async () => t.close());

const SOME_ID = '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11';
const GOAL_NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Goal not found' } };

describe('/api/goals is for signed-in users only (docs/product/accounts.md "Sessions")', () => {
  it.each([
    ['GET', '/api/goals'],
    ['POST', '/api/goals'],
    ['GET', `/api/goals/${SOME_ID}`],
    ['PATCH', `/api/goals/${SOME_ID}`],
    ['DELETE', `/api/goals/${SOME_ID}`],
    ['POST', `/api/goals/${SOME_ID}/restore`],
    ['PATCH', `/api/goals/${SOME_ID}/milestones/${SOME_ID}`],
  ])('%s %s without a session answers 401', async (method, path) => {
    const json = method === 'POST' || method === 'PATCH' ? { title: 'x', completed: true } : undefined;
    const response = await t.request(path, { method, json });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHORIZED');
  });
});

describe("another user's goal is not found, and stays as it was (docs/architecture.md 'API conventions')", () => {
  it('every route answers 404 Goal not found to a stranger; the owner sees no change', async () => {
    const goal = await buildGoal(t, owner, { title: 'Private goal', milestoneTitles: ['Step one', 'Step two'] });
    const theirs = goalCalls(t, stranger);
    const milestoneId = goal.milestones[0]!.id;

    const attempts = [
      theirs.get(goal.id),
      theirs.edit(goal.id, editFormOf(goal, { title: 'Hijacked', milestones: [] })),
      theirs.tick(goal.id, milestoneId),
      theirs.remove(goal.id),
      theirs.restore(goal.id),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(GOAL_NOT_FOUND);
    }

    expect(await goalCalls(t, owner).getJson(goal.id)).toEqual(goal);
    expect(await theirs.listJson()).toEqual([]);
  });

  it("a stranger cannot restore the owner's deleted goal", async () => {
    const goal = await buildGoal(t, owner);
    const mine = goalCalls(t, owner);
    expect((await mine.remove(goal.id)).status).toBe(204);
    expect((await goalCalls(t, stranger).restore(goal.id)).status).toBe(404);
    expect((await mine.get(goal.id)).status).toBe(404);
    expect((await mine.restore(goal.id)).status).toBe(200);
  });

  it("a milestone can only be ticked through its own goal: another goal's milestone is not found", async () => {
    const mine = goalCalls(t, owner);
    const first = await buildGoal(t, owner, { milestoneTitles: ['A'] });
    const second = await buildGoal(t, owner, { milestoneTitles: ['B'] });
    const response = await mine.tick(first.id, second.milestones[0]!.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Milestone not found' } });
    expect((await mine.getJson(second.id)).milestones[0]!.completed).toBe(false);
  });

  it("an edit cannot take over another goal's milestone (or a stranger's)", async () => {
    const mine = goalCalls(t, owner);
    const goal = await buildGoal(t, owner, { milestoneTitles: ['Mine'] });
    const other = await buildGoal(t, stranger, { milestoneTitles: ['Theirs'] });
    const response = await mine.edit(goal.id, editFormOf(goal, { milestones: [{ id: other.milestones[0]!.id, title: 'Stolen', dueDate: null }] }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ milestones: 'Milestone not found' });
    expect(await goalCalls(t, stranger).getJson(other.id)).toEqual(other);
    expect(await mine.getJson(goal.id)).toEqual(goal);
  });

  it('ids that are not uuids, or name nothing, are simply not found', async () => {
    const mine = goalCalls(t, owner);
    const goal = await buildGoal(t, owner, { milestoneTitles: ['A'] });
    for (const response of [await mine.get('not-a-goal'), await mine.get(SOME_ID), await mine.remove('x'), await mine.restore(SOME_ID), await mine.tick('x', goal.milestones[0]!.id)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(GOAL_NOT_FOUND);
    }
    for (const response of [await mine.tick(goal.id, 'not-a-milestone'), await mine.tick(goal.id, SOME_ID)]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe('Milestone not found');
    }
  });
});

describe('the owner can use every route', () => {
  it('create, get, edit, tick, delete, restore and list', async () => {
    const calls = goalCalls(t, owner);
    const created = await calls.create({ title: 'Owner goal', milestones: [{ title: 'One' }] });
    expect(created.status).toBe(201);
    const goal = (await created.json()) as Goal;
    expect((await calls.get(goal.id)).status).toBe(200);
    const edited = await calls.edit(goal.id, editFormOf(goal, { title: 'Renamed' }));
    expect(edited.status).toBe(200);
    expect((await edited.json()).title).toBe('Renamed');
    expect((await calls.tick(goal.id, goal.milestones[0]!.id)).status).toBe(200);
    expect((await calls.remove(goal.id)).status).toBe(204);
    expect((await calls.restore(goal.id)).status).toBe(200);
    expect((await calls.listJson()).map((item) => item.id)).toContain(goal.id);
  });
});
