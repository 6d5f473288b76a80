import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { activityCalls, signedInUser, type SignedInUser } from '../../testing/activity-kit';

// docs/architecture.md "API conventions": signed-in users only; another user's timer and activities do not exist for them.

// Time is an input (issue 17): a fixed instant, earlier than the expiry of any session better-auth dates by the machine's clock.
const clock = createTestClock(new Date('2026-06-10T12:00:00.000Z'));
let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(async () => t.close());

const SOME_ID = '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11';

describe('the activity API is for signed-in users only', () => {
  it.each([
    ['GET', '/api/activity-session'],
    ['POST', '/api/activity-session'],
    ...['pause', 'resume', 'keep', 'stop', 'discard', 'trim'].map((action) => ['POST', `/api/activity-session/${action}`] as [string, string]),
    ['GET', '/api/activities'],
    ['POST', '/api/activities'],
    ['GET', `/api/activities/${SOME_ID}`],
    ['PATCH', `/api/activities/${SOME_ID}`],
    ['DELETE', `/api/activities/${SOME_ID}`],
    ['POST', `/api/activities/${SOME_ID}/restore`],
  ])('%s %s without a session answers 401', async (method, path) => {
    const response = await t.request(path, { method, json: method === 'GET' || method === 'DELETE' ? undefined : { title: 'x', sessionId: SOME_ID } });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHORIZED');
  });
});

describe("another user's timer and activities are not found, and stay as they were", () => {
  it("a stranger sees no session and cannot pause, stop or discard the owner's", async () => {
    const mine = activityCalls(t, owner);
    const theirs = activityCalls(t, stranger);
    const { session } = await mine.startJson({ title: 'Private focus' });
    expect((await theirs.sessionJson()).session).toBeNull();
    for (const act of [theirs.pause, theirs.resume, theirs.keep, theirs.stop, theirs.discard]) {
      const response = await act(session!.id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No activity is being tracked.' } });
    }
    expect((await theirs.trim(session!.id, clock.now().toISOString())).status).toBe(404);
    // The stranger's own start is theirs alone: one session each.
    expect((await theirs.start({ title: 'Mine' })).status).toBe(201);
    expect((await mine.sessionJson()).session).toEqual(session);
    await theirs.discard((await theirs.sessionJson()).session!.id);
    await mine.discard(session!.id);
  });

  it("every activity route answers 404 'Activity not found' to a stranger and to made-up ids", async () => {
    const mine = activityCalls(t, owner);
    const theirs = activityCalls(t, stranger);
    const activity = await mine.createJson({ title: 'Private run', type: 'exercise', startedAt: new Date(clock.now().getTime() - 7_200_000).toISOString(), durationSeconds: 1_800 });
    const ratings = { energy: 1, focus: 1, satisfaction: 1 };
    const attempts = [theirs.get(activity.id), theirs.rate(activity.id, ratings), theirs.remove(activity.id), theirs.restore(activity.id), mine.get('not-an-id'), mine.rate(SOME_ID, ratings), mine.remove('x'), mine.restore(SOME_ID)];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Activity not found' } });
    }
    expect(await (await mine.get(activity.id)).json()).toEqual(activity);
    expect((await theirs.pageJson()).items).toEqual([]);
  });

  it("a stranger cannot restore the owner's deleted activity", async () => {
    const mine = activityCalls(t, owner);
    const activity = await mine.createJson({ title: 'Oops', startedAt: new Date(clock.now().getTime() - 7_200_000).toISOString(), durationSeconds: 600 });
    expect((await mine.remove(activity.id)).status).toBe(204);
    expect((await activityCalls(t, stranger).restore(activity.id)).status).toBe(404);
    expect((await mine.restore(activity.id)).status).toBe(200);
  });
});

describe('bad input is 400 with field messages (docs/architecture.md "API conventions")', () => {
  it('names each wrong field of a start', async () => {
    const response = await activityCalls(t, owner).start({ title: '', type: 'nap', description: 7, todoId: 'x' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      title: 'Title is required',
      type: 'Type must be work, exercise, learning, leisure, social or other',
      description: 'Description must be text',
      todoId: 'Task not found',
    });
  });

  it('an action without a session id, or with a wrong one, says so', async () => {
    const calls = activityCalls(t, owner);
    for (const sessionId of [undefined, 'not-a-uuid', 42]) {
      const response = await calls.pause(sessionId as string);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ sessionId: 'Session id must be the id of the activity being tracked' });
    }
  });
});
