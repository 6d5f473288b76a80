import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HABIT_MESSAGES, type Habit, type HabitBreak } from '@cadence/shared';
import { habitCompletions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { habitCalls, habitFormOf, signedInUser } from '../../testing/habits-kit';

// docs/product/habits.md "Targets", "Amounts", "Rest days" (issue 22 §5–7), through the real app and database.

// Wednesday 11 March 2026, noon UTC. The week (Sunday first) began on 8 March.
const clock = createTestClock(new Date('2026-03-11T12:00:00.000Z'));
const TODAY = '2026-03-11';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const errorOf = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { error: { message: string } }).error.message });

describe('targets per period (docs/product/habits.md "Targets")', () => {
  it('"3 times a week": the streak counts weeks with three done days; this week open until it meets it', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson({ title: 'Run', frequency: 'weekly', targetCount: 3 });
    expect(habit.targetCount).toBe(3);
    // Weeks of 22 Feb and 1 Mar: three days each. This week: one.
    const done = await calls.markDays(habit.id, ['2026-02-23', '2026-02-25', '2026-02-27', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-09']);
    expect(done).toMatchObject({ streak: 2, bestStreak: 2 });
    const two = await calls.markDays(habit.id, ['2026-03-10', TODAY]);
    expect(two).toMatchObject({ streak: 3 });
    // A week with two of three breaks the run.
    const broken = await (await calls.markNotDone(habit.id, '2026-03-02')).json();
    expect(broken).toMatchObject({ streak: 1, bestStreak: 1 });
    expect(await calls.listJson()).toEqual([broken]);
  });

  it('an edit sets, keeps and clears the target; 1 is the same as none', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson({ title: 'Read', frequency: 'monthly', targetCount: 10 });
    const kept = (await (await calls.edit(habit.id, habitFormOf(habit, { title: 'Read more' }))).json()) as Habit;
    expect(kept).toMatchObject({ title: 'Read more', targetCount: 10 });
    const once = (await (await calls.edit(habit.id, habitFormOf(habit, { targetCount: 1 }))).json()) as Habit;
    expect(once.targetCount).toBeNull();
  });

  it('a target out of range for the period is 400 with a clear message', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    expect(await errorOf(await calls.create({ title: 'Run', frequency: 'weekly', targetCount: 8 }))).toEqual({ status: 400, message: HABIT_MESSAGES.targetWeekly });
    expect(await errorOf(await calls.create({ title: 'Run', frequency: 'monthly', targetCount: 32 }))).toEqual({ status: 400, message: HABIT_MESSAGES.targetMonthly });
    expect(await errorOf(await calls.create({ title: 'Run', frequency: 'weekly', targetCount: 0 }))).toEqual({ status: 400, message: HABIT_MESSAGES.targetWeekly });
    expect(await errorOf(await calls.create({ title: 'Run', targetCount: 2 }))).toEqual({ status: 400, message: HABIT_MESSAGES.targetDaily });
    expect(await errorOf(await calls.create({ title: 'Run', frequency: 'weekly', targetCount: 2.5 }))).toEqual({ status: 400, message: HABIT_MESSAGES.invalidTargetCount });
    // A kept target that the new period cannot hold.
    const habit = await calls.createJson({ title: 'Swim', frequency: 'monthly', targetCount: 12 });
    expect(await errorOf(await calls.edit(habit.id, habitFormOf(habit, { frequency: 'weekly' })))).toEqual({ status: 400, message: HABIT_MESSAGES.targetWeekly });
  });
});

describe('amounts (docs/product/habits.md "Amounts")', () => {
  it('"8 glasses a day": a partial amount is logged but not done; reaching 8 is done; completed follows it', async () => {
    const user = await signedInUser(t);
    const calls = habitCalls(t, user);
    const habit = await calls.createJson({ title: 'Drink water', targetAmount: 8, unit: ' glasses ' });
    expect(habit).toMatchObject({ targetAmount: 8, unit: 'glasses', amounts: {} });
    const partial = (await (await calls.logAmount(habit.id, TODAY, { amount: 3 })).json()) as Habit;
    expect(partial).toMatchObject({ amounts: { [TODAY]: 3 }, completions: [], streak: 0 });
    const full = (await (await calls.logAmount(habit.id, TODAY, { amount: 8 })).json()) as Habit;
    expect(full).toMatchObject({ amounts: { [TODAY]: 8 }, completions: [TODAY], streak: 1 });
    const rows = await t.db.select().from(habitCompletions).where(eq(habitCompletions.habitId, habit.id));
    expect(rows).toMatchObject([{ date: TODAY, amount: 8, completed: true }]);
    // Down again: not done, the amount kept.
    const less = (await (await calls.logAmount(habit.id, TODAY, { amount: 7 })).json()) as Habit;
    expect(less).toMatchObject({ amounts: { [TODAY]: 7 }, completions: [] });
    // A lower target re-reads the logged amounts.
    const lower = (await (await calls.edit(habit.id, habitFormOf(habit, { targetAmount: 6, unit: 'glasses' }))).json()) as Habit;
    expect(lower).toMatchObject({ targetAmount: 6, completions: [TODAY] });
    // Un-marking the day clears its amount.
    const cleared = (await (await calls.markNotDone(habit.id, TODAY)).json()) as Habit;
    expect(cleared).toMatchObject({ amounts: {}, completions: [] });
    expect(await calls.listJson()).toEqual([cleared]);
  });

  it('refuses a bad amount, a plain habit, a day to come, with a clear message', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const water = await calls.createJson({ title: 'Drink water', targetAmount: 8 });
    expect(await errorOf(await calls.logAmount(water.id, TODAY, { amount: -1 }))).toEqual({ status: 400, message: HABIT_MESSAGES.invalidAmount });
    expect(await errorOf(await calls.logAmount(water.id, TODAY, { amount: 1.5 }))).toEqual({ status: 400, message: HABIT_MESSAGES.invalidAmount });
    expect(await errorOf(await calls.logAmount(water.id, TODAY, { amount: '3' }))).toEqual({ status: 400, message: HABIT_MESSAGES.invalidAmount });
    expect(await errorOf(await calls.logAmount(water.id, '2026-03-12', { amount: 1 }))).toEqual({ status: 400, message: HABIT_MESSAGES.futureAmount });
    expect(await errorOf(await calls.logAmount(water.id, '2026-02-30', { amount: 1 }))).toEqual({ status: 400, message: HABIT_MESSAGES.invalidDate });
    expect(await errorOf(await calls.create({ title: 'Read', targetAmount: 0 }))).toEqual({ status: 400, message: HABIT_MESSAGES.invalidTargetAmount });
    const plain = await calls.createJson({ title: 'Meditate' });
    expect(await errorOf(await calls.logAmount(plain.id, TODAY, { amount: 1 }))).toEqual({ status: 400, message: HABIT_MESSAGES.notNumeric });
  });
});

describe("amounts in the person's zone (docs/product/habits.md \"Time zones\")", () => {
  it('a day is today where the person is: already 12 March at Kiritimati, not yet in UTC', async () => {
    const user = await signedInUser(t);
    const ahead = habitCalls(t, user, { 'X-Timezone': 'Pacific/Kiritimati' });
    const habit = await ahead.createJson({ title: 'Drink water', targetAmount: 2 });
    const logged = (await (await ahead.logAmount(habit.id, '2026-03-12', { amount: 2 })).json()) as Habit;
    expect(logged).toMatchObject({ amounts: { '2026-03-12': 2 }, completions: ['2026-03-12'], streak: 1 });
    expect(await errorOf(await habitCalls(t, user).logAmount(habit.id, '2026-03-12', { amount: 1 }))).toEqual({ status: 400, message: HABIT_MESSAGES.futureAmount });
  });
});

describe('rest days (docs/product/habits.md "Rest days")', () => {
  it('a rest day holds a daily streak and is never done; removing it breaks the streak again', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson({ title: 'Meditate' });
    await calls.markDays(habit.id, ['2026-03-08', '2026-03-09', TODAY]);
    expect((await (await calls.get(habit.id)).json()) as Habit).toMatchObject({ streak: 1 });
    const response = await calls.addBreak({ habitId: habit.id, startDate: '2026-03-10', reason: 'Sick' });
    expect(response.status).toBe(201);
    const rest = (await response.json()) as HabitBreak;
    expect(rest).toEqual({ id: expect.any(String), habitId: habit.id, startDate: '2026-03-10', endDate: '2026-03-10', reason: 'Sick' });
    const held = (await (await calls.get(habit.id)).json()) as Habit;
    expect(held).toMatchObject({ streak: 3, completions: ['2026-03-08', '2026-03-09', TODAY], breaks: [rest] });
    expect(await calls.listJson()).toEqual([held]);
    expect((await calls.removeBreak(rest.id)).status).toBe(204);
    expect((await (await calls.get(habit.id)).json()) as Habit).toMatchObject({ streak: 1, breaks: [] });
    expect((await calls.removeBreak(rest.id)).status).toBe(404);
  });

  it('a vacation for every habit covers each of them, and is listed once', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const read = await calls.createJson({ title: 'Read' });
    const run = await calls.createJson({ title: 'Run', frequency: 'weekly' });
    await calls.markDays(read.id, ['2026-02-26', TODAY]);
    await calls.markDays(run.id, ['2026-02-26', TODAY]);
    const vacation = (await (await calls.addBreak({ habitId: null, startDate: '2026-02-27', endDate: '2026-03-10', reason: 'Travel' })).json()) as HabitBreak;
    const [readNow, runNow] = await calls.listJson();
    expect(readNow).toMatchObject({ streak: 2, breaks: [vacation] });
    // The week of 1 March is all rest: stepped over.
    expect(runNow).toMatchObject({ streak: 2, breaks: [vacation] });
    expect(await (await calls.listBreaks()).json()).toEqual([vacation]);
    // A client-chosen id sent twice (a queued offline write) adds it once.
    const id = '6a0f7a4e-2b1c-4d3e-8f9a-0b1c2d3e4f50';
    expect((await calls.addBreak({ id, habitId: read.id, startDate: '2026-01-05' })).status).toBe(201);
    expect((await calls.addBreak({ id, habitId: read.id, startDate: '2026-01-05' })).status).toBe(201);
    expect(((await (await calls.listBreaks()).json()) as HabitBreak[]).map((range) => range.id)).toEqual([id, vacation.id]);
    // A habit's own rest is on that habit only; the one for every habit on each (one statement, habits.repository.ts).
    const own = (await (await calls.addBreak({ habitId: read.id, startDate: TODAY })).json()) as HabitBreak;
    const later = await calls.listJson();
    expect(later.find((habit) => habit.id === read.id)!.breaks.map((range) => range.id)).toEqual([id, vacation.id, own.id]);
    expect(later.find((habit) => habit.id === run.id)!.breaks).toEqual([vacation]);
  });

  it('bad input is 400 with a clear message', async () => {
    const calls = habitCalls(t, await signedInUser(t));
    const habit = await calls.createJson({ title: 'Read' });
    expect(await errorOf(await calls.addBreak({ habitId: habit.id, startDate: '2026-03-10', endDate: '2026-03-09' }))).toEqual({ status: 400, message: HABIT_MESSAGES.breakEndsBeforeStart });
    expect(await errorOf(await calls.addBreak({ habitId: habit.id, startDate: '2026-01-01', endDate: '2026-04-01' }))).toEqual({ status: 400, message: HABIT_MESSAGES.breakTooLong });
    expect(await errorOf(await calls.addBreak({ habitId: habit.id, startDate: '2026-02-30' }))).toEqual({ status: 400, message: HABIT_MESSAGES.invalidStartDate });
    expect(await errorOf(await calls.addBreak({ habitId: habit.id, startDate: '2026-03-01', reason: 'x'.repeat(101) }))).toEqual({ status: 400, message: HABIT_MESSAGES.reasonTooLong });
    expect((await calls.addBreak({ startDate: '2026-03-01' })).status).toBe(400);
  });

  it("another person's habit or rest is 404, and stays", async () => {
    const owner = habitCalls(t, await signedInUser(t));
    const stranger = habitCalls(t, await signedInUser(t));
    const habit = await owner.createJson({ title: 'Drink water', targetAmount: 8 });
    const rest = (await (await owner.addBreak({ habitId: habit.id, startDate: '2026-03-10' })).json()) as HabitBreak;
    expect(await errorOf(await stranger.addBreak({ habitId: habit.id, startDate: '2026-03-10' }))).toEqual({ status: 404, message: HABIT_MESSAGES.habitNotFound });
    expect(await errorOf(await stranger.removeBreak(rest.id))).toEqual({ status: 404, message: HABIT_MESSAGES.breakNotFound });
    expect(await errorOf(await stranger.removeBreak('not-a-uuid'))).toEqual({ status: 404, message: HABIT_MESSAGES.breakNotFound });
    expect(await errorOf(await stranger.logAmount(habit.id, TODAY, { amount: 3 }))).toEqual({ status: 404, message: HABIT_MESSAGES.habitNotFound });
    // The stranger cannot take the owner's rest id either.
    expect(await errorOf(await stranger.addBreak({ id: rest.id, habitId: null, startDate: '2026-03-01' }))).toEqual({ status: 404, message: HABIT_MESSAGES.breakNotFound });
    expect(await (await stranger.listBreaks()).json()).toEqual([]);
    expect(await (await owner.listBreaks()).json()).toEqual([rest]);
    expect((await owner.listJson())[0]).toMatchObject({ amounts: {}, breaks: [rest] });
  });
});
