import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateInTimeZone } from '@cadence/shared';
import { habitCompletions, habits } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildHabit, buildTodo, editFormOf, signedInUser, todoCalls } from '../../testing/todos-kit';

// 23:30 UTC on 10 March: already 11 March in Paris.
const clock = createTestClock(new Date('2026-03-10T23:30:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const newUser = () => signedInUser(t);

describe('completing a task linked to a habit (docs/product/todos.md "Habit link")', () => {
  const completionsOf = (habitId: string) => t.db.select().from(habitCompletions).where(eq(habitCompletions.habitId, habitId));

  it("records the habit as done for the user's today, in the user's time zone, once", async () => {
    const user = await newUser();
    const habit = await buildHabit(t, user.id);
    const paris = todoCalls(t, user, { 'X-Timezone': 'Europe/Paris' });
    const todo = await buildTodo(t, user, { habitId: habit.id });

    const now = clock.now();
    expect(localDateInTimeZone(now, 'Europe/Paris')).not.toBe(localDateInTimeZone(now, 'UTC'));
    await paris.move(todo.id, { status: 'completed' });
    await paris.move(todo.id, { status: 'not_started' });
    await paris.move(todo.id, { status: 'completed' });
    const rows = await completionsOf(habit.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, completed: true, date: localDateInTimeZone(now, 'Europe/Paris') });
  });

  it('turns a "not done" row for today back into done, and uses UTC for an unknown zone', async () => {
    const user = await newUser();
    const habit = await buildHabit(t, user.id);
    const todo = await buildTodo(t, user, { habitId: habit.id });
    const today = localDateInTimeZone(clock.now(), 'UTC');
    await t.db.insert(habitCompletions).values({ habitId: habit.id, userId: user.id, date: today, completed: false });
    await todoCalls(t, user, { 'X-Timezone': 'Mars/Olympus' }).toggle(todo.id);
    await todoCalls(t, user, { 'X-Timezone': 'Mars/Olympus' }).toggle(todo.id);
    expect(await completionsOf(habit.id)).toMatchObject([{ date: today, completed: true }]);
  });

  it('completing through the edit form with a newly linked habit records that habit', async () => {
    const user = await newUser();
    const habit = await buildHabit(t, user.id);
    const todo = await buildTodo(t, user);
    await todoCalls(t, user).edit(todo.id, editFormOf(todo, { status: 'completed', habitId: habit.id }));
    expect(await completionsOf(habit.id)).toHaveLength(1);
  });

  it('a task without a habit, or not becoming completed, records nothing', async () => {
    const user = await newUser();
    const habit = await buildHabit(t, user.id);
    const linked = await buildTodo(t, user, { habitId: habit.id });
    await todoCalls(t, user).move(linked.id, { status: 'in_progress' });
    const unlinked = await buildTodo(t, user);
    await todoCalls(t, user).move(unlinked.id, { status: 'completed' });
    expect(await t.db.select().from(habitCompletions).where(eq(habitCompletions.userId, user.id))).toEqual([]);
  });

  it('a deleted habit unlinks its tasks', async () => {
    const user = await newUser();
    const habit = await buildHabit(t, user.id);
    const todo = await buildTodo(t, user, { habitId: habit.id });
    await t.db.delete(habits).where(eq(habits.id, habit.id));
    expect(await (await todoCalls(t, user).get(todo.id)).json()).toMatchObject({ habitId: null, habit: null });
  });
});
