import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { habitCalls, habitFormOf, signedInUser, type SignedInUser } from '../../testing/habits-kit';

// docs/architecture.md "API conventions", docs/product/accounts.md "Sessions": every habit belongs to one user; anyone else finds nothing.

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
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Habit not found' } };

describe('/api/habits is for signed-in users only', () => {
  it.each([
    ['GET', '/api/habits'],
    ['POST', '/api/habits'],
    ['GET', `/api/habits/${SOME_ID}`],
    ['PATCH', `/api/habits/${SOME_ID}`],
    ['DELETE', `/api/habits/${SOME_ID}`],
    ['POST', `/api/habits/${SOME_ID}/restore`],
    ['PUT', `/api/habits/${SOME_ID}/completions/2026-03-01`],
    ['DELETE', `/api/habits/${SOME_ID}/completions/2026-03-01`],
    ['PUT', `/api/habits/${SOME_ID}/amounts/2026-03-01`],
    ['GET', '/api/habit-breaks'],
    ['POST', '/api/habit-breaks'],
    ['DELETE', `/api/habit-breaks/${SOME_ID}`],
  ])('%s %s without a session answers 401', async (method, path) => {
    const response = await t.request(path, { method, json: method === 'POST' || method === 'PATCH' ? { title: 'x' } : undefined });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHORIZED');
  });
});

describe("another user's habit is not found, and stays as it was", () => {
  it('every route answers 404 Habit not found to a stranger; the owner sees no change', async () => {
    const mine = habitCalls(t, owner);
    const habit = await mine.createJson({ title: 'Private practice' });
    await mine.markDays(habit.id, ['2026-01-10']);
    const before = await (await mine.get(habit.id)).json();
    const theirs = habitCalls(t, stranger);

    const attempts = [
      theirs.get(habit.id),
      theirs.edit(habit.id, habitFormOf(habit, { title: 'Hijacked' })),
      theirs.remove(habit.id),
      theirs.restore(habit.id),
      theirs.markDone(habit.id, '2026-01-11'),
      theirs.markNotDone(habit.id, '2026-01-10'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    expect(await (await mine.get(habit.id)).json()).toEqual(before);
    expect(await theirs.listJson()).toEqual([]);
  });

  it("a stranger cannot restore the owner's deleted habit", async () => {
    const mine = habitCalls(t, owner);
    const habit = await mine.createJson();
    expect((await mine.remove(habit.id)).status).toBe(204);
    expect((await habitCalls(t, stranger).restore(habit.id)).status).toBe(404);
    expect((await mine.get(habit.id)).status).toBe(404);
    expect((await mine.restore(habit.id)).status).toBe(200);
  });

  it('a made-up id, and one that is not a uuid, are simply not found', async () => {
    const calls = habitCalls(t, owner);
    for (const id of [SOME_ID, 'not-a-habit']) {
      for (const response of [await calls.get(id), await calls.edit(id, { title: 'x', description: null, frequency: 'daily', timeOfDay: null, category: 'wellness', color: '#4C51BF' }), await calls.remove(id), await calls.restore(id), await calls.markDone(id, '2026-01-01'), await calls.markNotDone(id, '2026-01-01')]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(NOT_FOUND);
      }
    }
  });
});
