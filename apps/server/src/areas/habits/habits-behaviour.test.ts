import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HABIT_MESSAGES, HABIT_RESTORE_WINDOW_MS, addDays, type Habit } from '@cadence/shared';
import { habitCompletions, habits } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildTodo, habitCalls, habitFormOf, signedInUser } from '../../testing/habits-kit';

// docs/product/habits.md, through the real app and database.

// 23:30 UTC on Tuesday 10 March 2026: already Wednesday 11 March in Paris.
const clock = createTestClock(new Date('2026-03-10T23:30:00.000Z'));
const UTC_TODAY = '2026-03-10';
const PARIS = { 'X-Timezone': 'Europe/Paris' };
const PARIS_TODAY = '2026-03-11';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('creating, reading and editing (docs/product/habits.md "Habit", docs/product/habits.md "Habit form")', () => {
  it("a new habit takes the spec's defaults and starts with no log and a streak of 0", async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const response = await calls.create({ title: '  Drink water  ' });
    expect(response.status).toBe(201);
    const habit = (await response.json()) as Habit;
    expect(habit).toEqual({
      id: expect.any(String),
      title: 'Drink water',
      description: null,
      frequency: 'daily',
      timeOfDay: null,
      category: 'wellness',
      color: '#4C51BF',
      reminderTimes: [],
      reminderDays: [],
      goalId: null,
      targetCount: null,
      targetAmount: null,
      unit: null,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
      completions: [],
      amounts: {},
      breaks: [],
      streak: 0,
      bestStreak: 0,
      completionRate: 0,
    });
    expect(await (await calls.get(habit.id)).json()).toEqual(habit);
  });

  it('lists the habits oldest first, with every field', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const first = await calls.createJson({ title: 'Run', description: '5 km', frequency: 'weekly', timeOfDay: 'morning', category: 'fitness', color: '#2f855a' });
    clock.advanceSeconds(1);
    const second = await calls.createJson({ title: 'Read', category: 'learning' });
    expect(first).toMatchObject({ description: '5 km', frequency: 'weekly', timeOfDay: 'morning', category: 'fitness', color: '#2F855A' });
    expect(await calls.listJson()).toEqual([first, second]);
  });

  it('an edit saves every field and keeps the log', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson({ title: 'Journal', timeOfDay: 'night' });
    await calls.markDays(habit.id, [UTC_TODAY]);
    clock.advanceSeconds(2);
    const response = await calls.edit(habit.id, habitFormOf(habit, { title: 'Evening journal', description: 'Three lines', timeOfDay: '', category: 'personal', color: '#805AD5' }));
    expect(response.status).toBe(200);
    const edited = (await response.json()) as Habit;
    expect(edited).toMatchObject({ title: 'Evening journal', description: 'Three lines', timeOfDay: null, category: 'personal', color: '#805AD5', completions: [UTC_TODAY], streak: 1 });
    expect(edited.updatedAt).toBe(clock.now().toISOString());
    expect(edited.createdAt).toBe(habit.createdAt);
  });
});

describe('marking days (docs/product/habits.md "Marking days")', () => {
  it('PUT marks a day done and DELETE not done, each as often as sent with the same result', async () => {
    const user = await signedInUser(t);
    const calls = habitCalls(t, user);
    const habit = await calls.createJson();
    const first = await (await calls.markDone(habit.id, UTC_TODAY)).json();
    const again = await (await calls.markDone(habit.id, UTC_TODAY)).json();
    expect(first).toMatchObject({ completions: [UTC_TODAY], streak: 1 });
    expect(again).toEqual(first);
    const undone = await calls.markNotDone(habit.id, UTC_TODAY);
    expect(undone.status).toBe(200);
    expect(await undone.json()).toMatchObject({ completions: [], streak: 0 });
    expect(await (await calls.markNotDone(habit.id, UTC_TODAY)).json()).toMatchObject({ completions: [], streak: 0 });
    // Not done keeps its row (docs/product/habits.md "Marking days"); a day never done writes nothing.
    await calls.markNotDone(habit.id, '2026-03-01');
    const rows = await t.db.select().from(habitCompletions).where(eq(habitCompletions.habitId, habit.id));
    expect(rows.map(({ date, completed, userId }) => ({ date, completed, userId }))).toEqual([{ date: UTC_TODAY, completed: false, userId: user.id }]);
  });

  it("a day after the user's today cannot be marked done; un-marking it is allowed", async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson();
    const tomorrow = await calls.markDone(habit.id, addDays(UTC_TODAY, 1));
    expect(tomorrow.status).toBe(400);
    expect(await tomorrow.json()).toEqual({ error: { code: 'VALIDATION', message: HABIT_MESSAGES.futureDate, fields: { date: HABIT_MESSAGES.futureDate } } });
    // In Paris it is already the 11th.
    const paris = habitCalls(t, await signedInUser(t), PARIS);
    const parisHabit = await paris.createJson();
    expect((await paris.markDone(parisHabit.id, PARIS_TODAY)).status).toBe(200);
    expect((await paris.markDone(parisHabit.id, addDays(PARIS_TODAY, 1))).status).toBe(400);
    expect((await calls.markNotDone(habit.id, '2026-04-01')).status).toBe(200);
  });

  it('a deleted habit cannot be marked', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson();
    await calls.remove(habit.id);
    expect((await calls.markDone(habit.id, UTC_TODAY)).status).toBe(404);
  });
});

describe('streaks from the log (docs/architecture.md "Server-owned state"; docs/product/habits.md "Streak")', () => {
  it('a daily habit counts days up to today, or up to yesterday while today is open', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson();
    expect(await calls.markDays(habit.id, ['2026-03-07', '2026-03-08', '2026-03-09'])).toMatchObject({ streak: 3, bestStreak: 3 });
    expect(await calls.markDays(habit.id, [UTC_TODAY])).toMatchObject({ streak: 4 });
    expect(await (await calls.markNotDone(habit.id, '2026-03-08')).json()).toMatchObject({ streak: 2, bestStreak: 2 });
  });

  it('a weekly habit counts weeks (Sunday to Saturday), a monthly one months', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const weekly = await calls.createJson({ frequency: 'weekly' });
    // Tuesday 10 March is in the week of Sunday 8 March; nothing yet this week.
    expect(await calls.markDays(weekly.id, ['2026-02-16', '2026-02-28', '2026-03-01'])).toMatchObject({ streak: 3 });
    expect(await calls.markDays(weekly.id, ['2026-03-08'])).toMatchObject({ streak: 4 });
    const monthly = await calls.createJson({ frequency: 'monthly' });
    expect(await calls.markDays(monthly.id, ['2025-12-31', '2026-01-01', '2026-02-14'])).toMatchObject({ streak: 3, bestStreak: 3 });
  });

  it("the list carries the card's log (a monthly habit's seven months), but streaks and the best streak read the whole log", async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson({ frequency: 'monthly' });
    // A monthly card shows September to March (issue 18 item 4): June to August are outside the list's log.
    const months = ['2025-06-15', '2025-07-15', '2025-08-15', '2025-09-15', '2025-10-15', '2025-11-15', '2025-12-10', '2026-01-15', '2026-02-15'];
    await calls.markDays(habit.id, months);
    const [listed] = await calls.listJson();
    expect(listed).toMatchObject({ streak: 9, bestStreak: 9, completions: months.slice(3) });
  });

  it("is read in the user's time zone, and a day done where it is already tomorrow still counts", async () => {
    const user = await signedInUser(t);
    const paris = habitCalls(t, user, PARIS);
    const habit = await paris.createJson();
    await paris.markDays(habit.id, ['2026-03-10', PARIS_TODAY]);
    expect((await paris.listJson())[0]).toMatchObject({ completions: ['2026-03-10', PARIS_TODAY], streak: 2 });
    // The same account seen from UTC, where it is still the 10th, and from Los Angeles.
    for (const zone of ['UTC', 'America/Los_Angeles']) {
      const [seen] = await habitCalls(t, user, { 'X-Timezone': zone }).listJson();
      expect(seen).toMatchObject({ completions: ['2026-03-10', PARIS_TODAY], streak: 2 });
    }
  });
});

describe('the completion rate of the last 30 days (docs/product/habits.md "Completion rate")', () => {
  it('counts only the days since the habit was made, today once done', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson();
    expect(await calls.markDays(habit.id, [UTC_TODAY])).toMatchObject({ completionRate: 100 });
    // A day marked before the habit was made brings that day into the count.
    expect(await calls.markDays(habit.id, ['2026-03-08'])).toMatchObject({ completionRate: 67 });
  });
});

describe('delete and undo (docs/product/habits.md "Delete and undo")', () => {
  it('hides the habit at once; Undo within the window brings it back with its log', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson({ title: 'Floss' });
    await calls.markDays(habit.id, ['2026-03-09', UTC_TODAY]);
    expect((await calls.remove(habit.id)).status).toBe(204);
    expect(await calls.listJson()).toEqual([]);
    expect((await calls.get(habit.id)).status).toBe(404);
    expect((await calls.remove(habit.id)).status).toBe(404);
    clock.advanceSeconds(30);
    const restored = await calls.restore(habit.id);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ id: habit.id, title: 'Floss', completions: ['2026-03-09', UTC_TODAY], streak: 2 });
    expect((await calls.restore(habit.id)).status).toBe(404);
  });

  it('after the window the habit is purged with its log, and linked tasks lose the link', async () => {
    const user = await signedInUser(t);
    const calls = habitCalls(t, user);
    const habit = await calls.createJson();
    await calls.markDays(habit.id, [UTC_TODAY]);
    const todo = await buildTodo(t, user, { habitId: habit.id });
    await calls.remove(habit.id);
    clock.advanceSeconds(HABIT_RESTORE_WINDOW_MS / 1000 + 1);
    expect((await calls.restore(habit.id)).status).toBe(404);
    // The next delete, by anyone, purges it.
    const other = await calls.createJson();
    await calls.remove(other.id);
    expect(await t.db.select().from(habits).where(eq(habits.id, habit.id))).toEqual([]);
    expect(await t.db.select().from(habitCompletions).where(eq(habitCompletions.habitId, habit.id))).toEqual([]);
    expect(await (await t.request(`/api/todos/${todo.id}`, { cookie: user.cookie })).json()).toMatchObject({ habitId: null, habit: null });
  });
});

describe('a task linked to a habit (docs/product/todos.md "Habit link")', () => {
  it("completing it shows on the habit as today's completion, in the user's time zone", async () => {
    const user = await signedInUser(t);
    const paris = habitCalls(t, user, PARIS);
    const habit = await paris.createJson();
    const todo = await buildTodo(t, user, { habitId: habit.id });
    await t.request(`/api/todos/${todo.id}/move`, { json: { status: 'completed' }, cookie: user.cookie, headers: PARIS });
    expect((await paris.listJson())[0]).toMatchObject({ completions: [PARIS_TODAY], streak: 1 });
  });
});
