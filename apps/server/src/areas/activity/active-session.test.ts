import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elapsedSeconds, type SessionState, type StoppedSession } from '@cadence/shared';
import { activeSessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { activityCalls, buildTodo, signedInUser } from '../../testing/activity-kit';

// docs/product/activity.md "Timer": start, pause, resume, stop, and the forgotten-timer choices.

const clock = createTestClock(new Date('2026-03-10T09:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const nowIso = () => clock.now().toISOString();
const elapsedOf = (state: SessionState) => elapsedSeconds(state.session!, Date.parse(state.serverNow));

describe('start (docs/product/activity.md "Timer")', () => {
  it('with no session the state is empty, with the server time', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    expect(await calls.sessionJson()).toEqual({ session: null, serverNow: nowIso() });
  });

  it('starts running from now with nothing elapsed; type defaults to work', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const response = await calls.start({ title: '  Writing proposal ', description: 'Section 2' });
    expect(response.status).toBe(201);
    const state = (await response.json()) as SessionState;
    expect(state).toEqual({
      session: {
        id: expect.any(String),
        title: 'Writing proposal',
        type: 'work',
        description: 'Section 2',
        todoId: null,
        todo: null,
        startedAt: nowIso(),
        accumulatedSeconds: 0,
        resumedAt: nowIso(),
        updatedAt: nowIso(),
      },
      serverNow: nowIso(),
    });
    expect(await calls.sessionJson()).toEqual(state);
  });

  it('a second start answers 409 with the session that runs, and leaves it alone (one per user, docs/architecture.md "Server-owned state")', async () => {
    const user = await signedInUser(t);
    const calls = activityCalls(t, user);
    const first = await calls.startJson({ title: 'First', type: 'learning' });
    const second = await calls.start({ title: 'Second' });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: { code: 'CONFLICT', message: 'An activity is already being tracked. It is shown here now.' }, ...first });
    expect(await t.db.select().from(activeSessions).where(eq(activeSessions.userId, user.id))).toHaveLength(1);
  });

  it('nothing is written while it runs: the elapsed time is computed from the row (docs/architecture.md "Server-owned state")', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const started = await calls.startJson({ title: 'Reading' });
    clock.advanceSeconds(3_725);
    const later = await calls.sessionJson();
    expect(later.session).toEqual(started.session);
    expect(elapsedOf(later)).toBe(3_725);
  });
});

describe('pause, resume and stop (docs/product/activity.md "Timer")', () => {
  it('pause freezes the time, resume goes on from it, stop logs the elapsed seconds with ratings 7', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const { session } = await calls.startJson({ title: 'Run', type: 'exercise', description: 'Intervals' });
    const id = session!.id;
    clock.advanceSeconds(65);

    const paused = (await (await calls.pause(id)).json()) as SessionState;
    expect(paused.session).toMatchObject({ accumulatedSeconds: 65, resumedAt: null });
    clock.advanceSeconds(600);
    expect(elapsedOf(await calls.sessionJson())).toBe(65);

    const resumed = (await (await calls.resume(id)).json()) as SessionState;
    expect(resumed.session).toMatchObject({ accumulatedSeconds: 65, resumedAt: nowIso() });
    clock.advanceSeconds(10);

    const stopped = (await (await calls.stop(id)).json()) as StoppedSession;
    expect(stopped.activity).toEqual({
      id: expect.any(String),
      type: 'exercise',
      title: 'Run',
      description: 'Intervals',
      durationSeconds: 75,
      startedAt: session!.startedAt,
      energy: 7,
      focus: 7,
      satisfaction: 7,
      todoId: null,
      todo: null,
      createdAt: nowIso(),
      updatedAt: nowIso(),
    });
    expect((await calls.sessionJson()).session).toBeNull();
    expect((await calls.pageJson()).items).toEqual([stopped.activity]);
  });

  it('pausing a paused session and resuming a running one change nothing, not even the version', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const { session } = await calls.startJson({ title: 'Focus block' });
    const id = session!.id;
    const sameRunning = (await (await calls.resume(id)).json()) as SessionState;
    expect(sameRunning.session).toEqual(session);
    clock.advanceSeconds(5);
    const paused = (await (await calls.pause(id)).json()) as SessionState;
    clock.advanceSeconds(5);
    const samePaused = (await (await calls.pause(id)).json()) as SessionState;
    expect(samePaused.session).toEqual(paused.session);
  });

  it('every change moves the version forward, even within one millisecond', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const { session } = await calls.startJson({ title: 'Quick' });
    const id = session!.id;
    const versions = [session!.updatedAt];
    for (const act of [calls.pause, calls.resume, calls.pause, calls.resume]) versions.push(((await (await act(id)).json()) as SessionState).session!.updatedAt);
    expect(new Set(versions).size).toBe(versions.length);
    expect([...versions].sort()).toEqual(versions);
  });

  it('stop with nothing elapsed logs nothing (docs/product/activity.md "Stop")', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const { session } = await calls.startJson({ title: 'Oops' });
    clock.advanceSeconds(0.5);
    expect(await calls.stopJson(session!.id)).toEqual({ activity: null });
    expect((await calls.sessionJson()).session).toBeNull();
    expect(await calls.pageJson()).toEqual({ items: [], nextCursor: null });
  });

  it('acting with no session is 404; acting on a session that is not the one running is 409 with the current one', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const none = await calls.pause('0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11');
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No activity is being tracked.' } });

    const old = await calls.startJson({ title: 'Old' });
    clock.advanceSeconds(30);
    await calls.stopJson(old.session!.id);
    const current = await calls.startJson({ title: 'New' });
    for (const act of [calls.pause, calls.resume, calls.keep, calls.stop, calls.discard]) {
      const stale = await act(old.session!.id);
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({ error: { code: 'CONFLICT', message: 'Another activity is being tracked now. It is shown here instead.' }, ...current, serverNow: nowIso() });
    }
    expect((await calls.sessionJson()).session).toEqual(current.session);
  });
});

describe('linked task (docs/product/activity.md "Linked task")', () => {
  it("starting puts a not-started task in progress with a 'Status changed manually' history row; stopping logs the link", async () => {
    const user = await signedInUser(t);
    const calls = activityCalls(t, user);
    const todo = await buildTodo(t, user, { title: 'Draft the proposal' });
    const { session } = await calls.startJson({ title: 'Writing', todoId: todo.id });
    expect(session).toMatchObject({ todoId: todo.id, todo: { id: todo.id, title: 'Draft the proposal', status: 'in_progress' } });

    const task = await (await t.request(`/api/todos/${todo.id}`, { cookie: user.cookie })).json();
    expect(task.status).toBe('in_progress');
    expect(task.updatedAt > todo.updatedAt).toBe(true);
    const history = await (await t.request('/api/todo-history', { cookie: user.cookie })).json();
    expect(history[0]).toMatchObject({ todoId: todo.id, previousStatus: 'not_started', newStatus: 'in_progress', notes: 'Status changed manually' });

    clock.advanceSeconds(90);
    const { activity } = await calls.stopJson(session!.id);
    expect(activity).toMatchObject({ durationSeconds: 90, todoId: todo.id, todo: { id: todo.id, title: 'Draft the proposal', status: 'in_progress' } });
  });

  it('a task already in progress stays as it is, with no new history row', async () => {
    const user = await signedInUser(t);
    const todo = await buildTodo(t, user, { status: 'in_progress' });
    const before = await (await t.request('/api/todo-history', { cookie: user.cookie })).json();
    await activityCalls(t, user).startJson({ title: 'Continue', todoId: todo.id });
    expect(await (await t.request('/api/todo-history', { cookie: user.cookie })).json()).toEqual(before);
    expect((await (await t.request(`/api/todos/${todo.id}`, { cookie: user.cookie })).json()).updatedAt).toBe(todo.updatedAt);
  });

  it("a completed task, another user's task, a deleted one or a made-up id is refused, and no session starts", async () => {
    const user = await signedInUser(t);
    const stranger = await signedInUser(t);
    const calls = activityCalls(t, user);
    const completed = await buildTodo(t, user, { status: 'completed' });
    const theirs = await buildTodo(t, stranger);
    const deleted = await buildTodo(t, user);
    await t.request(`/api/todos/${deleted.id}`, { method: 'DELETE', cookie: user.cookie });
    const cases: Array<[string, string]> = [
      [completed.id, 'This task is already completed. Choose a task that is not started or in progress.'],
      [theirs.id, 'Task not found'],
      [deleted.id, 'Task not found'],
      ['0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11', 'Task not found'],
    ];
    for (const [todoId, message] of cases) {
      const response = await calls.start({ title: 'Linked', todoId });
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ todoId: message });
    }
    expect((await calls.sessionJson()).session).toBeNull();
    expect((await (await t.request(`/api/todos/${theirs.id}`, { cookie: stranger.cookie })).json()).status).toBe('not_started');
  });

  it('a linked task deleted while the timer runs reads as no link', async () => {
    const user = await signedInUser(t);
    const todo = await buildTodo(t, user);
    const calls = activityCalls(t, user);
    await calls.startJson({ title: 'Work on it', todoId: todo.id });
    await t.request(`/api/todos/${todo.id}`, { method: 'DELETE', cookie: user.cookie });
    expect((await calls.sessionJson()).session).toMatchObject({ todoId: null, todo: null });
  });
});

describe('forgotten timer (docs/product/activity.md "Forgotten timer")', () => {
  const HOUR = 3_600;

  it('keep counts everything so far and starts a fresh stretch', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const { session } = await calls.startJson({ title: 'Left running' });
    clock.advanceSeconds(13 * HOUR);
    const kept = (await (await calls.keep(session!.id)).json()) as SessionState;
    expect(kept.session).toMatchObject({ accumulatedSeconds: 13 * HOUR, resumedAt: nowIso() });
    expect(elapsedOf(kept)).toBe(13 * HOUR);
  });

  it('trim logs the time up to the chosen end; an end outside the current stretch is refused', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const { session } = await calls.startJson({ title: 'Left running' });
    const id = session!.id;
    clock.advanceSeconds(600);
    await calls.pause(id);
    const resumed = (await (await calls.resume(id)).json()) as SessionState;
    const resumedAt = Date.parse(resumed.session!.resumedAt!);
    clock.advanceSeconds(14 * HOUR);

    for (const endedAt of [new Date(resumedAt - 1_000).toISOString(), new Date(clock.now().getTime() + 60_000).toISOString()]) {
      const refused = await calls.trim(id, endedAt);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({ endedAt: 'Choose an end time after the timer was last started and not in the future' });
    }
    const trimmed = await calls.trim(id, new Date(resumedAt + 2 * HOUR * 1000).toISOString());
    expect(trimmed.status).toBe(200);
    expect(((await trimmed.json()) as StoppedSession).activity).toMatchObject({ title: 'Left running', durationSeconds: 600 + 2 * HOUR, energy: 7 });
    expect((await calls.sessionJson()).session).toBeNull();
  });

  it('discard ends the session and logs nothing', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const { session } = await calls.startJson({ title: 'Forgot' });
    clock.advanceSeconds(20 * HOUR);
    expect(await (await calls.discard(session!.id)).json()).toEqual({ activity: null });
    expect((await calls.sessionJson()).session).toBeNull();
    expect((await calls.pageJson()).items).toEqual([]);
  });
});

describe('the timer offline (docs/product/offline.md "The timer offline")', () => {
  it('a start, pause, resume and stop sent late count from the moments they were pressed', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const pressedStart = nowIso();
    const id = '5c2b7e1a-9d3f-4a6b-8e0c-7f1d2a3b4c5d';
    clock.advanceSeconds(600);
    const started = await calls.startJson({ id, title: 'Deep work', startedAt: pressedStart });
    expect(started.session).toMatchObject({ id, startedAt: pressedStart, resumedAt: pressedStart });
    // Paused at +2 min, resumed at +5 min, stopped at +8 min — all sent at +10 min.
    const at = (seconds: number) => new Date(Date.parse(pressedStart) + seconds * 1000).toISOString();
    expect((await calls.pause(id, { at: at(120) })).status).toBe(200);
    const resumed = (await (await calls.resume(id, { at: at(300) })).json()) as SessionState;
    expect(resumed.session).toMatchObject({ accumulatedSeconds: 120, resumedAt: at(300) });
    const stopped = (await (await calls.stop(id, { at: at(480) })).json()) as StoppedSession;
    expect(stopped.activity?.durationSeconds).toBe(120 + 180);
  });

  it('a press time before the last change or after now is held to them, never refused', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const started = await calls.startJson({ title: 'Reading' });
    const id = started.session!.id;
    clock.advanceSeconds(60);
    // Before the start: nothing ran yet.
    const early = (await (await calls.pause(id, { at: '2020-01-01T00:00:00.000Z' })).json()) as SessionState;
    expect(early.session).toMatchObject({ accumulatedSeconds: 0, resumedAt: null });
    await calls.resume(id);
    clock.advanceSeconds(90);
    // A fast phone clock: the stop counts to now, not past it.
    const late = (await (await calls.stop(id, { at: new Date(clock.now().getTime() + 3_600_000).toISOString() })).json()) as StoppedSession;
    expect(late.activity?.durationSeconds).toBe(90);
    const started2 = await calls.start({ title: 'Later', startedAt: new Date(clock.now().getTime() + 3_600_000).toISOString() });
    expect(((await started2.json()) as SessionState).session?.startedAt).toBe(nowIso());
  });

  it('refuses a press time that is no date in words', async () => {
    const calls = activityCalls(t, await signedInUser(t));
    const started = await calls.startJson({ title: 'Calls' });
    const bad = await calls.pause(started.session!.id, { at: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('The time a button was pressed must be a date and time');
  });
});
