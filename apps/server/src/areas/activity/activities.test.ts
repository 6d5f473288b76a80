import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_RESTORE_WINDOW_MS, type Activity } from '@cadence/shared';
import { activities } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { activityCalls, buildTodo, signedInUser } from '../../testing/activity-kit';

// docs/product/activity.md "History", "Past activities", "Ratings", "Delete and undo".

const clock = createTestClock(new Date('2026-03-10T20:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * 3_600_000).toISOString();
const past = (fields: Record<string, unknown> = {}) => ({ title: 'Gym', type: 'exercise', startedAt: hoursAgo(3), durationSeconds: 3_600, ...fields });

describe('a past activity added by hand', () => {
  it('is stored with its fields; ratings default to 5 (docs/product/activity.md "Ratings")', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const response = await calls.create(past({ description: 'Legs', startedAt: '2026-03-10T17:00:00+01:00' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(String),
      type: 'exercise',
      title: 'Gym',
      description: 'Legs',
      durationSeconds: 3_600,
      startedAt: '2026-03-10T16:00:00.000Z',
      energy: 5,
      focus: 5,
      satisfaction: 5,
      todoId: null,
      todo: null,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
  });

  it('must be over by now, allowing a clock a few minutes fast', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const refused = await calls.create(past({ startedAt: hoursAgo(0.5), durationSeconds: 3_600 }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ startedAt: 'The activity must be over by now: choose an earlier start or a shorter duration' });
    expect((await calls.create(past({ startedAt: hoursAgo(1), durationSeconds: 3_600 + 240 }))).status).toBe(201);
  });

  it.each([
    [{ title: ' ' }, 'title', 'Title is required'],
    [{ type: 'nap' }, 'type', 'Type must be work, exercise, learning, leisure, social or other'],
    [{ durationSeconds: 30 }, 'durationSeconds', 'Duration must be a whole number of seconds, from 1 minute to 24 hours'],
    [{ energy: 11 }, 'energy', 'Energy must be a whole number from 1 to 10'],
    [{ startedAt: 'last tuesday' }, 'startedAt', 'Start must be a date and time'],
    [{ todoId: null }, '_', 'Unknown field: todoId'],
  ])('refuses %j with a field message', async (change, field, message) => {
    const response = await activityCalls(t, await signedInUser(t)).create(past(change));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ [field]: message });
  });
});

describe('history (docs/product/activity.md "History")', () => {
  it('is empty at first', async () => {
    expect(await activityCalls(t, await signedInUser(t)).pageJson()).toEqual({ items: [], nextCursor: null });
  });

  it('lists newest start first, in pages that follow each other without gaps or repeats', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const made: Activity[] = [];
    for (let i = 0; i < 7; i++) made.push(await calls.createJson(past({ title: `A${i}`, startedAt: hoursAgo(30 - i) })));
    // two activities that start at the same moment still have one order (by id)
    const twinStart = hoursAgo(40);
    made.push(await calls.createJson(past({ title: 'twin 1', startedAt: twinStart })), await calls.createJson(past({ title: 'twin 2', startedAt: twinStart })));

    const seen: Activity[] = [];
    let query = '?limit=3';
    for (;;) {
      const page = await calls.pageJson(query);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      if (!page.nextCursor) break;
      query = `?limit=3&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    expect(seen.map((a) => a.id).sort()).toEqual(made.map((a) => a.id).sort());
    const order = seen.map((a) => [a.startedAt, a.id] as const);
    expect([...order].sort((a, b) => (a[0] !== b[0] ? (a[0] < b[0] ? 1 : -1) : a[1] < b[1] ? 1 : -1))).toEqual(order);
    expect(seen[0]!.title).toBe('A6');
  });

  it('a full last page says there is no next one', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    await calls.createJson(past({ startedAt: hoursAgo(5) }));
    await calls.createJson(past({ startedAt: hoursAgo(4) }));
    const page = await calls.pageJson('?limit=2');
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toBeNull();
  });

  it('each listed activity is exactly what GET /:id gives, linked task included', async () => {
    const user = await signedInUser(t);
    const calls = activityCalls(t, user);
    const todo = await buildTodo(t, user, { title: 'Ship "v2" \\ now' });
    const { session } = await calls.startJson({ title: 'Linked work', todoId: todo.id, description: 'ünïcode 😀' });
    clock.advanceSeconds(120);
    await calls.stopJson(session!.id);
    await calls.createJson(past({ description: null }));
    const response = await calls.list();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { items } = (await response.json()) as { items: Activity[] };
    expect(items).toHaveLength(2);
    for (const item of items) expect(item).toStrictEqual(await (await calls.get(item.id)).json());
    expect(items.find((a) => a.title === 'Linked work')!.todo).toEqual({ id: todo.id, title: 'Ship "v2" \\ now', status: 'in_progress' });
  });

  it('refuses a cursor it did not write and a limit out of range', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    for (const query of ['?cursor=abc', '?limit=0', '?limit=500', '?limit=ten', '?sort=asc']) {
      const response = await calls.list(query);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('ratings (docs/product/activity.md "Ratings")', () => {
  it('energy, focus and satisfaction can be changed; the version moves forward', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const activity = await calls.createJson(past());
    const response = await calls.rate(activity.id, { energy: 9, focus: 3, satisfaction: 10 });
    expect(response.status).toBe(200);
    const rated = (await response.json()) as Activity;
    expect(rated).toEqual({ ...activity, energy: 9, focus: 3, satisfaction: 10, updatedAt: rated.updatedAt });
    expect(rated.updatedAt > activity.updatedAt).toBe(true);
    const refused = await calls.rate(activity.id, { energy: 0, focus: 3, satisfaction: 10, title: 'x' });
    expect(refused.status).toBe(400);
  });
});

describe('edit an activity (docs/product/activity.md "Edit an activity")', () => {
  it('changes start, length, title, type and description; ratings stay; the version moves forward', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const activity = await calls.createJson(past({ energy: 8 }));
    const response = await calls.edit(activity.id, { title: ' Swim ', type: 'leisure', description: 'Pool', startedAt: '2026-03-09T07:30:00+01:00', durationSeconds: 2_700, expectedUpdatedAt: activity.updatedAt });
    expect(response.status).toBe(200);
    const edited = (await response.json()) as Activity;
    expect(edited).toEqual({ ...activity, title: 'Swim', type: 'leisure', description: 'Pool', startedAt: '2026-03-09T06:30:00.000Z', durationSeconds: 2_700, updatedAt: edited.updatedAt });
    expect(edited.updatedAt > activity.updatedAt).toBe(true);
    expect(await (await calls.get(activity.id)).json()).toEqual(edited);
    // The history follows the new start.
    const other = await calls.createJson(past({ title: 'Later', startedAt: hoursAgo(5) }));
    expect((await calls.pageJson()).items.map((item) => item.id)).toEqual([other.id, activity.id]);
    // A blank description clears it.
    expect(((await (await calls.edit(activity.id, { description: ' ' })).json()) as Activity).description).toBeNull();
  });

  it('keeps the linked task, whatever is edited', async () => {
    const user = await signedInUser(t);
    const calls = activityCalls(t, user);
    const task = await buildTodo(t, user, { title: 'Write report' });
    const { session } = await calls.startJson({ title: 'Report', todoId: task.id });
    clock.advanceSeconds(25 * 60);
    const { activity } = await calls.stopJson(session!.id);
    const response = await calls.edit(activity!.id, { title: 'Report draft', type: 'learning', startedAt: hoursAgo(2), durationSeconds: 3_600, expectedUpdatedAt: activity!.updatedAt });
    expect(response.status).toBe(200);
    const edited = (await response.json()) as Activity;
    expect(edited.todoId).toBe(task.id);
    expect(edited.todo).toEqual({ id: task.id, title: 'Write report', status: 'in_progress' });
  });

  it('must be over by now, allowing a clock 5 minutes fast; the length alone, or the start alone, is checked with the other as stored', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const activity = await calls.createJson(past({ startedAt: hoursAgo(2), durationSeconds: 3_600 }));
    const tooLong = await calls.edit(activity.id, { durationSeconds: 2 * 3_600 + 301 });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields).toEqual({ startedAt: 'The activity must be over by now: choose an earlier start or a shorter duration' });
    const tooLate = await calls.edit(activity.id, { startedAt: hoursAgo(0.5) });
    expect(tooLate.status).toBe(400);
    expect((await calls.edit(activity.id, { durationSeconds: 2 * 3_600 + 300 })).status).toBe(200);
    expect(((await calls.get(activity.id).then((r) => r.json())) as Activity).durationSeconds).toBe(2 * 3_600 + 300);
  });

  it('a timer-logged activity shorter than a minute can be renamed; its length stays', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const { session } = await calls.startJson({ title: 'Quick call' });
    clock.advanceSeconds(14);
    const { activity } = await calls.stopJson(session!.id);
    const response = await calls.edit(activity!.id, { title: 'Quick call with Sam', startedAt: activity!.startedAt });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: 'Quick call with Sam', durationSeconds: 14, startedAt: activity!.startedAt });
    expect((await calls.edit(activity!.id, { durationSeconds: 14 })).status).toBe(400);
  });

  it('a stale edit is 409 with the activity as it is now, and changes nothing', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const activity = await calls.createJson(past());
    const first = (await (await calls.edit(activity.id, { title: 'From the phone', expectedUpdatedAt: activity.updatedAt })).json()) as Activity;
    const stale = await calls.edit(activity.id, { title: 'From the laptop', durationSeconds: 600, expectedUpdatedAt: activity.updatedAt });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: { code: 'CONFLICT', message: 'This activity was changed elsewhere. The form now shows the latest version.' }, activity: first });
    expect(await (await calls.get(activity.id)).json()).toEqual(first);
  });

  it.each([
    [{ title: ' ' }, 'title', 'Title is required'],
    [{ type: 'nap' }, 'type', 'Type must be work, exercise, learning, leisure, social or other'],
    [{ durationSeconds: 30 }, 'durationSeconds', 'Duration must be a whole number of seconds, from 1 minute to 24 hours'],
    [{ durationSeconds: 86_401 }, 'durationSeconds', 'Duration must be a whole number of seconds, from 1 minute to 24 hours'],
    [{ startedAt: 'last tuesday' }, 'startedAt', 'Start must be a date and time'],
    [{ expectedUpdatedAt: 'v2' }, 'expectedUpdatedAt', 'expectedUpdatedAt must be the activity’s updatedAt timestamp'],
    [{ todoId: null }, '_', 'Unknown field: todoId'],
  ])('refuses %j with a field message', async (change, field, message) => {
    const calls = activityCalls(t, await signedInUser(t));
    const activity = await calls.createJson(past());
    const response = await calls.edit(activity.id, { title: 'Gym', ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ [field]: message });
  });

  it('refuses a body that changes nothing, in words', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const activity = await calls.createJson(past());
    const response = await calls.edit(activity.id, {});
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Send at least one field to change');
  });

  it("another user's activity, a deleted one and a made-up id are 404", async () => {
    const mine = activityCalls(t, await signedInUser(t));
    const theirs = activityCalls(t, await signedInUser(t));
    const activity = await mine.createJson(past());
    const deleted = await mine.createJson(past({ title: 'Deleted' }));
    await mine.remove(deleted.id);
    for (const response of [await theirs.edit(activity.id, { title: 'Mine now' }), await mine.edit(deleted.id, { title: 'Back' }), await mine.edit('not-an-id', { title: 'x' })]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe('Activity not found');
    }
    expect(((await (await mine.get(activity.id)).json()) as Activity).title).toBe('Gym');
  });
});

describe('delete and undo (docs/product/activity.md "Delete and undo")', () => {
  it('hides at once; undo brings it back as it was; a second undo is 404', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const activity = await calls.createJson(past());
    expect((await calls.remove(activity.id)).status).toBe(204);
    expect((await calls.pageJson()).items).toEqual([]);
    expect((await calls.get(activity.id)).status).toBe(404);
    expect((await calls.rate(activity.id, { energy: 1, focus: 1, satisfaction: 1 })).status).toBe(404);
    expect((await calls.remove(activity.id)).status).toBe(404);
    const restored = await calls.restore(activity.id);
    expect(restored.status).toBe(200);
    const back = (await restored.json()) as Activity;
    expect({ ...back, updatedAt: activity.updatedAt }).toEqual(activity);
    expect((await calls.pageJson()).items.map((a) => a.id)).toEqual([activity.id]);
    expect((await calls.restore(activity.id)).status).toBe(404);
  });

  it('after 60 seconds it is gone for good, and the next delete purges it', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const activity = await calls.createJson(past());
    await calls.remove(activity.id);
    clock.advanceSeconds(ACTIVITY_RESTORE_WINDOW_MS / 1000 + 1);
    expect((await calls.restore(activity.id)).status).toBe(404);
    const other = await calls.createJson(past());
    await calls.remove(other.id);
    expect(await t.db.select().from(activities).where(eq(activities.id, activity.id))).toEqual([]);
  });
});
