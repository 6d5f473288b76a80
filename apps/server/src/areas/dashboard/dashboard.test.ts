import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildTodo, signedInUser, type SignedInUser } from '../../testing/factories';
import { createTestClock } from '../../testing/test-clock';
import { dashboardCalls, seedFor } from '../../testing/dashboard-kit';

// Wednesday 4 March 2026, 15:00 UTC: 16:00 in Paris, 10:00 in New York.
const clock = createTestClock(new Date('2026-03-04T15:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('the dashboard is for signed-in users only (docs/product/accounts.md "Sessions")', () => {
  it.each(['/api/dashboard', '/api/dashboard/review', '/api/dashboard/review?range=month'])('GET %s without a session answers 401', async (path) => {
    const response = await t.request(path);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHORIZED');
  });
});

describe('a new user sees an empty first-run dashboard (docs/product/dashboard.md "First run")', () => {
  it('answers zeros, no schedule, no entries, no session and nothing made yet', async () => {
    const user = await signedInUser(t);
    expect(await dashboardCalls(t, user, 'Europe/Paris').dashboard()).toEqual({
      today: '2026-03-04',
      serverNow: '2026-03-04T15:00:00.000Z',
      productiveSeconds: 0,
      activeGoals: 0,
      habitsToday: { done: 0, total: 0 },
      schedule: [],
      recentEntries: [],
      firstSteps: { hasTask: false, hasEntry: false, hasGoal: false, hasHabit: false, hasActivity: false },
      session: null,
    });
  });

  it('ticks each first step once the person has made one', async () => {
    const user = await signedInUser(t);
    const seed = seedFor(t, user);
    await buildTodo(t, user);
    await seed.goal();
    expect((await dashboardCalls(t, user).dashboard()).firstSteps).toEqual({ hasTask: true, hasEntry: false, hasGoal: true, hasHabit: false, hasActivity: false });
    await seed.habit();
    await seed.entry({ createdAt: '2026-03-01T10:00:00Z' });
    await seed.activity({ startedAt: '2026-02-01T10:00:00Z', minutes: 5 });
    expect((await dashboardCalls(t, user).dashboard()).firstSteps).toEqual({ hasTask: true, hasEntry: true, hasGoal: true, hasHabit: true, hasActivity: true });
  });
});

describe('the numbers of a seeded day (docs/product/dashboard.md "Stat cards")', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await signedInUser(t);
    const seed = seedFor(t, user);
    // Today in Paris is 2026-03-04, from 2026-03-03T23:00Z to 2026-03-04T23:00Z.
    await seed.activity({ type: 'work', title: 'Report', startedAt: '2026-03-04T08:00:00Z', minutes: 60 });
    await seed.activity({ type: 'exercise', title: 'Run', startedAt: '2026-03-04T06:30:00Z', minutes: 45 });
    await seed.activity({ type: 'learning', title: 'Spanish', startedAt: '2026-03-03T23:10:00Z', minutes: 30 });
    await seed.activity({ type: 'work', title: 'Yesterday', startedAt: '2026-03-03T22:50:00Z', minutes: 120 });
    await seed.activity({ type: 'work', title: 'Deleted', startedAt: '2026-03-04T09:00:00Z', minutes: 90, deleted: true });
    await seed.goal({ title: 'A' });
    await seed.goal({ title: 'B' });
    await seed.goal({ title: 'Done', status: 'completed' });
    await seed.goal({ title: 'Gone', deleted: true });
    await seed.habit({ title: 'Daily done', doneOn: ['2026-03-04'] });
    await seed.habit({ title: 'Daily not yet', doneOn: ['2026-03-03'] });
    await seed.habit({ title: 'Weekly done Monday', frequency: 'weekly', doneOn: ['2026-03-02'] });
    await seed.habit({ title: 'Weekly done last Saturday', frequency: 'weekly', doneOn: ['2026-02-28'] });
    await seed.habit({ title: 'Monthly done last month', frequency: 'monthly', doneOn: ['2026-02-27'] });
    await seed.habit({ title: 'Deleted', doneOn: ['2026-03-04'], deleted: true });
    await seed.entry({ content: 'Oldest', mood: 3, createdAt: '2026-03-01T10:00:00Z' });
    await seed.entry({ content: `Long ${'x'.repeat(1000)}`, mood: 8, tags: ['work', 'focus'], createdAt: '2026-03-03T10:00:00Z' });
    await seed.entry({ content: 'Middle', mood: 5, createdAt: '2026-03-02T10:00:00Z' });
    await seed.entry({ content: 'Deleted newest', mood: 9, createdAt: '2026-03-04T10:00:00Z', deleted: true });
  });

  it("counts today's work and learning, the active goals and today's habits by their period", async () => {
    const dashboard = await dashboardCalls(t, user, 'Europe/Paris').dashboard();
    expect(dashboard.productiveSeconds).toBe(90 * 60);
    expect(dashboard.activeGoals).toBe(2);
    expect(dashboard.habitsToday).toEqual({ done: 2, total: 5 });
  });

  it('counts a targeted habit done once its period met the target, a numeric one once its amount did (docs/product/dashboard.md "Habits Today")', async () => {
    const other = await signedInUser(t);
    const seed = seedFor(t, other);
    await seed.habit({ title: 'Run twice a week', frequency: 'weekly', targetCount: 2, doneOn: ['2026-03-02', '2026-03-03'] });
    await seed.habit({ title: 'Run three times a week', frequency: 'weekly', targetCount: 3, doneOn: ['2026-03-02', '2026-03-03'] });
    await seed.habit({ title: 'Drink water', partialOn: ['2026-03-04'] });
    expect((await dashboardCalls(t, other, 'Europe/Paris').dashboard()).habitsToday).toEqual({ done: 1, total: 3 });
  });

  it("lists today's activities in the order they happened, without deleted ones", async () => {
    const { schedule } = await dashboardCalls(t, user, 'Europe/Paris').dashboard();
    expect(schedule.map(({ title, type, durationSeconds }) => [title, type, durationSeconds])).toEqual([
      ['Spanish', 'learning', 1800],
      ['Run', 'exercise', 2700],
      ['Report', 'work', 3600],
    ]);
    expect(schedule[0]!.startedAt).toBe('2026-03-03T23:10:00.000Z');
  });

  it('shows the latest 2 live entries, newest first, their text cut for the card', async () => {
    const { recentEntries } = await dashboardCalls(t, user, 'Europe/Paris').dashboard();
    expect(recentEntries.map((entry) => [entry.mood, entry.tags, entry.createdAt])).toEqual([
      [8, ['work', 'focus'], '2026-03-03T10:00:00.000Z'],
      [5, [], '2026-03-02T10:00:00.000Z'],
    ]);
    expect(recentEntries[0]!.content).toHaveLength(400);
    expect(recentEntries[1]!.content).toBe('Middle');
  });

  it('takes "today" in the zone the browser sends: the same rows make another day in New York', async () => {
    const dashboard = await dashboardCalls(t, user, 'America/New_York').dashboard();
    // New York's 2026-03-04 runs from 05:00Z to 05:00Z next day: Spanish (23:10Z on the 3rd) is yesterday there.
    expect(dashboard.today).toBe('2026-03-04');
    expect(dashboard.schedule.map((item) => item.title)).toEqual(['Run', 'Report']);
    expect(dashboard.productiveSeconds).toBe(60 * 60);
  });

  it("never counts another user's rows", async () => {
    const stranger = await signedInUser(t);
    const dashboard = await dashboardCalls(t, stranger, 'Europe/Paris').dashboard();
    expect(dashboard).toMatchObject({ productiveSeconds: 0, activeGoals: 0, habitsToday: { done: 0, total: 0 }, schedule: [], recentEntries: [], session: null });
    expect(dashboard.firstSteps).toEqual({ hasTask: false, hasEntry: false, hasGoal: false, hasHabit: false, hasActivity: false });
  });
});

describe('a day ends at midnight where the person is (docs/product/dashboard.md "Today")', () => {
  it('moves an activity at 23:30 UTC into tomorrow for Paris and keeps it today for New York', async () => {
    const user = await signedInUser(t);
    await seedFor(t, user).activity({ title: 'Late', startedAt: '2026-03-04T23:30:00Z', minutes: 10 });
    expect((await dashboardCalls(t, user, 'Europe/Paris').dashboard()).schedule).toEqual([]);
    expect((await dashboardCalls(t, user, 'America/New_York').dashboard()).schedule.map((item) => item.title)).toEqual(['Late']);
    clock.advanceSeconds(9 * 3600); // 00:00Z on the 5th: 01:00 in Paris, where it is now today
    try {
      const paris = await dashboardCalls(t, user, 'Europe/Paris').dashboard();
      expect(paris.today).toBe('2026-03-05');
      expect(paris.schedule.map((item) => item.title)).toEqual(['Late']);
      expect((await dashboardCalls(t, user, 'America/New_York').dashboard()).today).toBe('2026-03-04');
    } finally {
      clock.advanceSeconds(-9 * 3600);
    }
  });
});

describe('the running timer (docs/product/dashboard.md "Productive Time")', () => {
  it('comes with its clock, and counts for today when it started today', async () => {
    const user = await signedInUser(t);
    await seedFor(t, user).session({ startedAt: '2026-03-04T14:00:00Z', accumulatedSeconds: 600, resumedAt: '2026-03-04T14:50:00Z' });
    const { session, productiveSeconds } = await dashboardCalls(t, user, 'Europe/Paris').dashboard();
    expect(session).toMatchObject({ title: 'Writing', type: 'work', startedAt: '2026-03-04T14:00:00.000Z', accumulatedSeconds: 600, resumedAt: '2026-03-04T14:50:00.000Z', countsToday: true });
    expect(productiveSeconds).toBe(0);
  });

  it('does not count for today when it started yesterday', async () => {
    const user = await signedInUser(t);
    await seedFor(t, user).session({ startedAt: '2026-03-03T20:00:00Z', resumedAt: null, accumulatedSeconds: 60 });
    expect((await dashboardCalls(t, user, 'Europe/Paris').dashboard()).session).toMatchObject({ resumedAt: null, countsToday: false });
  });
});
