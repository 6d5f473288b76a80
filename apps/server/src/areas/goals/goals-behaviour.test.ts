import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_RESTORE_WINDOW_MS, type Goal } from '@cadence/shared';
import { goals, milestones } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildGoal, editFormOf, goalCalls, signedInUser } from '../../testing/goals-kit';

const clock = createTestClock(new Date('2026-03-10T23:30:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const newUser = () => signedInUser(t);
const titles = (goal: Goal) => goal.milestones.map((m) => m.title);

describe('create (docs/product/goals.md "Defaults", docs/product/goals.md "Blank milestones")', () => {
  it('starts active at 0 % with the defaults: category personal, no description, no target date', async () => {
    const user = await newUser();
    const response = await goalCalls(t, user).create({ title: '  Learn Spanish ' });
    expect(response.status).toBe(201);
    const goal = (await response.json()) as Goal;
    expect(goal).toEqual({
      id: goal.id,
      title: 'Learn Spanish',
      description: null,
      category: 'personal',
      targetDate: null,
      progress: 0,
      status: 'active',
      completedAt: null,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
      milestones: [],
      tasks: [],
      habits: [],
    });
  });

  it('keeps the written milestones in order, not completed, and drops the blank ones', async () => {
    const user = await newUser();
    const goal = await buildGoal(t, user, {
      title: 'Run a marathon',
      description: 'Spring race',
      category: 'fitness',
      targetDate: '2026-10-04',
      milestones: [{ title: '5 km' }, { title: '  ' }, { title: '10 km', dueDate: '2026-05-01' }, { title: '' }, { title: 'Half marathon' }],
    });
    expect(goal).toMatchObject({ description: 'Spring race', category: 'fitness', targetDate: '2026-10-04', progress: 0, status: 'active' });
    expect(goal.milestones.map(({ title, completed, dueDate }) => ({ title, completed, dueDate }))).toEqual([
      { title: '5 km', completed: false, dueDate: null },
      { title: '10 km', completed: false, dueDate: '2026-05-01' },
      { title: 'Half marathon', completed: false, dueDate: null },
    ]);
    expect(await goalCalls(t, user).getJson(goal.id)).toEqual(goal);
  });
});

describe('the list (docs/product/goals.md "Order")', () => {
  it('lists goals newest first, each with its milestones in order, as GET /:id shows them', async () => {
    const user = await newUser();
    const made: Goal[] = [];
    for (const [title, steps] of [['First', ['a', 'b']], ['Second', []], ['Third', ['c', 'd', 'e']]] as const) {
      clock.advanceSeconds(1);
      made.push(await buildGoal(t, user, { title, milestoneTitles: [...steps] }));
    }
    const list = await goalCalls(t, user).listJson();
    expect(list.map((goal) => goal.title)).toEqual(['Third', 'Second', 'First']);
    expect(list).toEqual([...made].reverse());
    const response = await goalCalls(t, user).list();
    expect(response.headers.get('content-type')).toBe('application/json');
  });
});

describe('progress and status follow the milestones (docs/product/goals.md "Progress and status")', () => {
  it('ticking moves progress to the rounded share, 100 % completes the goal, un-ticking re-opens it', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['a', 'b', 'c'] });
    const [a, b, c] = goal.milestones.map((m) => m.id) as [string, string, string];

    clock.advanceSeconds(1);
    const one = await calls.tickJson(goal.id, a);
    expect(one).toMatchObject({ progress: 33, status: 'active', completedAt: null });
    expect(one.milestones[0]!.completed).toBe(true);
    expect(one.updatedAt).toBe(clock.now().toISOString());

    expect(await calls.tickJson(goal.id, b)).toMatchObject({ progress: 67, status: 'active' });
    clock.advanceSeconds(1);
    const done = await calls.tickJson(goal.id, c);
    expect(done).toMatchObject({ progress: 100, status: 'completed', completedAt: clock.now().toISOString() });

    clock.advanceSeconds(1);
    const reopened = await calls.tickJson(goal.id, b, false);
    expect(reopened).toMatchObject({ progress: 67, status: 'active', completedAt: null });
    expect(reopened.milestones.map((m) => m.completed)).toEqual([true, false, true]);

    // what is stored is what was answered
    const [row] = await t.db.select().from(goals).where(eq(goals.id, goal.id));
    expect({ progress: row!.progress, status: row!.status }).toEqual({ progress: 67, status: 'active' });
  });

  it('setting a milestone to the state it has changes nothing: same version, no write', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['a'] });
    clock.advanceSeconds(1);
    expect(await calls.tickJson(goal.id, goal.milestones[0]!.id, false)).toEqual(goal);
    const done = await calls.tickJson(goal.id, goal.milestones[0]!.id, true);
    clock.advanceSeconds(1);
    expect(await calls.tickJson(goal.id, goal.milestones[0]!.id, true)).toEqual(done);
  });

  it('a milestone remembers when it was completed, and forgets on un-ticking', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['a', 'b'] });
    const id = goal.milestones[0]!.id;
    clock.advanceSeconds(1);
    await calls.tickJson(goal.id, id);
    const [ticked] = await t.db.select().from(milestones).where(eq(milestones.id, id));
    expect(ticked!.completedAt).not.toBeNull();
    await calls.tickJson(goal.id, id, false);
    const [unticked] = await t.db.select().from(milestones).where(eq(milestones.id, id));
    expect(unticked!.completedAt).toBeNull();
  });

  it('a goal with no milestones stays at 0 % and active', async () => {
    const user = await newUser();
    const goal = await buildGoal(t, user, { milestoneTitles: ['only'] });
    await goalCalls(t, user).tickJson(goal.id, goal.milestones[0]!.id);
    const edited = (await (await goalCalls(t, user).edit(goal.id, editFormOf(await goalCalls(t, user).getJson(goal.id), { milestones: [] }))).json()) as Goal;
    expect(edited).toMatchObject({ progress: 0, status: 'active', completedAt: null, milestones: [] });
  });
});

describe('edit (docs/product/goals.md "Goal form"; issue 10)', () => {
  it('renames, reorders, adds and removes milestones; kept ones keep their completed state; progress is recomputed', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['a', 'b', 'c'] });
    const [a, b, c] = goal.milestones;
    await calls.tickJson(goal.id, a!.id);
    const current = await calls.tickJson(goal.id, b!.id); // 67 %

    clock.advanceSeconds(1);
    const response = await calls.edit(
      goal.id,
      editFormOf(current, {
        title: 'Run a faster marathon',
        description: 'Sub 4 hours',
        category: 'fitness',
        targetDate: '2026-11-01',
        milestones: [
          { id: c!.id, title: 'c renamed', dueDate: '2026-06-01' },
          { id: a!.id, title: 'a', dueDate: null },
          { title: 'new step', dueDate: null },
        ],
      }),
    );
    expect(response.status).toBe(200);
    const edited = (await response.json()) as Goal;
    expect(edited).toMatchObject({ title: 'Run a faster marathon', description: 'Sub 4 hours', category: 'fitness', targetDate: '2026-11-01', progress: 33, status: 'active' });
    expect(edited.milestones.map(({ id, title, completed, dueDate }) => ({ id, title, completed, dueDate }))).toEqual([
      { id: c!.id, title: 'c renamed', completed: false, dueDate: '2026-06-01' },
      { id: a!.id, title: 'a', completed: true, dueDate: null },
      { id: edited.milestones[2]!.id, title: 'new step', completed: false, dueDate: null },
    ]);
    expect(edited.updatedAt).toBe(clock.now().toISOString());
    expect(await t.db.select().from(milestones).where(eq(milestones.id, b!.id))).toEqual([]);
  });

  it('a blank title drops that milestone, even an existing one (docs/product/goals.md "Blank milestones")', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['keep', 'blank me'] });
    const form = editFormOf(goal);
    form.milestones[1]!.title = '   ';
    form.milestones.push({ title: '', dueDate: null });
    const edited = (await (await calls.edit(goal.id, form)).json()) as Goal;
    expect(titles(edited)).toEqual(['keep']);
  });

  it('removing the only unfinished milestone completes the goal; adding one re-opens it', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['done', 'left'] });
    const ticked = await calls.tickJson(goal.id, goal.milestones[0]!.id);
    const completed = (await (await calls.edit(goal.id, editFormOf(ticked, { milestones: [{ id: goal.milestones[0]!.id, title: 'done', dueDate: null }] }))).json()) as Goal;
    expect(completed).toMatchObject({ progress: 100, status: 'completed' });
    expect(completed.completedAt).not.toBeNull();
    const reopened = (await (await calls.edit(goal.id, editFormOf(completed, { milestones: [...editFormOf(completed).milestones, { title: 'one more', dueDate: null }] }))).json()) as Goal;
    expect(reopened).toMatchObject({ progress: 50, status: 'active', completedAt: null });
  });

  it('a completed goal renamed keeps its completedAt', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['only'] });
    const done = await calls.tickJson(goal.id, goal.milestones[0]!.id);
    clock.advanceSeconds(5);
    const renamed = (await (await calls.edit(goal.id, editFormOf(done, { title: 'Still done' }))).json()) as Goal;
    expect(renamed.completedAt).toBe(done.completedAt);
  });
});

describe('stale edits (docs/product/goals.md "Stale edits")', () => {
  it('an edit based on an old version gets 409 with the fresh goal, and changes nothing', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['a', 'b'] });
    const ticked = await calls.tickJson(goal.id, goal.milestones[0]!.id); // another tab ticks
    const response = await calls.edit(goal.id, editFormOf(goal, { title: 'From the old form', milestones: [] }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'CONFLICT', message: 'This goal was changed elsewhere. The form now shows the latest version.' }, goal: ticked });
    expect(await calls.getJson(goal.id)).toEqual(ticked);
    // the next save against the fresh version goes through
    expect((await calls.edit(goal.id, editFormOf(ticked, { title: 'From the fresh form' }))).status).toBe(200);
  });

  it('every change moves the version strictly forward, even within one millisecond', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['a'] });
    const versions = [goal.updatedAt];
    for (const completed of [true, false, true]) versions.push((await calls.tickJson(goal.id, goal.milestones[0]!.id, completed)).updatedAt);
    for (let i = 1; i < versions.length; i++) expect(Date.parse(versions[i]!)).toBeGreaterThan(Date.parse(versions[i - 1]!));
  });
});

describe('delete and undo (docs/product/goals.md "Delete and undo")', () => {
  it('hides the goal at once; restore brings it back as it was, with a new version', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['a', 'b'] });
    const ticked = await calls.tickJson(goal.id, goal.milestones[0]!.id);
    expect((await calls.remove(goal.id)).status).toBe(204);
    expect(await calls.listJson()).toEqual([]);
    expect((await calls.get(goal.id)).status).toBe(404);
    expect((await calls.tick(goal.id, goal.milestones[1]!.id)).status).toBe(404);
    expect((await calls.edit(goal.id, editFormOf(ticked))).status).toBe(404);
    expect((await calls.remove(goal.id)).status).toBe(404);

    clock.advanceSeconds(10);
    const restored = await calls.restore(goal.id);
    expect(restored.status).toBe(200);
    const back = (await restored.json()) as Goal;
    expect({ ...back, updatedAt: ticked.updatedAt }).toEqual(ticked);
    expect(Date.parse(back.updatedAt)).toBeGreaterThan(Date.parse(ticked.updatedAt));
    expect(await calls.listJson()).toEqual([back]);
    expect((await calls.restore(goal.id)).status).toBe(404); // not deleted any more
  });

  it('after the restore window the goal cannot come back, and the next delete purges it with its milestones', async () => {
    const user = await newUser();
    const calls = goalCalls(t, user);
    const goal = await buildGoal(t, user, { milestoneTitles: ['a'] });
    await calls.remove(goal.id);
    clock.advanceSeconds(GOAL_RESTORE_WINDOW_MS / 1000 + 1);
    expect((await calls.restore(goal.id)).status).toBe(404);
    const other = await buildGoal(t, user);
    await calls.remove(other.id);
    expect(await t.db.select().from(goals).where(eq(goals.id, goal.id))).toEqual([]);
    expect(await t.db.select().from(milestones).where(eq(milestones.goalId, goal.id))).toEqual([]);
  });
});
