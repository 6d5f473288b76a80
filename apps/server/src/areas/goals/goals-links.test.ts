import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_RESTORE_WINDOW_MS, type Goal, type Habit, type Todo } from '@cadence/shared';
import { habits, todos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildGoal, goalCalls, signedInUser, type SignedInUser } from '../../testing/goals-kit';
import { habitCalls, habitFormOf } from '../../testing/habits-kit';
import { editFormOf as taskFormOf, todoCalls } from '../../testing/todos-kit';

// docs/product/goals.md "Linked tasks and habits" (issue 22 §4).

const clock = createTestClock(new Date('2026-03-10T12:00:00.000Z'));
const TODAY = '2026-03-10';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const GOAL_NOT_FOUND = 'Goal not found';

async function createdTask(user: SignedInUser, json: Record<string, unknown>): Promise<Todo> {
  const response = await todoCalls(t, user).create({ title: 'Run 5 km', ...json });
  expect(response.status).toBe(201);
  return (await response.json()) as Todo;
}

async function editedTask(user: SignedInUser, task: Todo, changes: Record<string, unknown>): Promise<Todo> {
  const response = await todoCalls(t, user).edit(task.id, { ...taskFormOf(task), ...changes });
  expect(response.status).toBe(200);
  return (await response.json()) as Todo;
}

async function editedHabit(user: SignedInUser, habit: Habit, changes: Record<string, unknown>): Promise<Habit> {
  const response = await habitCalls(t, user).edit(habit.id, habitFormOf(habit, changes));
  expect(response.status).toBe(200);
  return (await response.json()) as Habit;
}

describe('linking on create and on edit', () => {
  it('a task and a habit created with a goal carry it, and the goal lists them (list and single goal alike)', async () => {
    const user = await signedInUser(t);
    const goal = await buildGoal(t, user, { title: 'Run a marathon' });
    const task = await createdTask(user, { goalId: goal.id, status: 'in_progress' });
    const habit = await habitCalls(t, user).createJson({ title: 'Stretch', goalId: goal.id, color: '#2F855A' });
    expect(task.goalId).toBe(goal.id);
    expect(habit.goalId).toBe(goal.id);

    const expected = {
      tasks: [{ id: task.id, title: 'Run 5 km', status: 'in_progress' }],
      habits: [{ id: habit.id, title: 'Stretch', color: '#2F855A', frequency: 'daily', lastDone: null }],
    };
    const [listed] = await goalCalls(t, user).listJson();
    expect(listed).toMatchObject({ id: goal.id, ...expected });
    expect(await goalCalls(t, user).getJson(goal.id)).toEqual(listed);
  });

  it('the list writes the person\'s text in milestones, tasks and habits exactly as the single read does (PostgreSQL writes that JSON)', async () => {
    const user = await signedInUser(t);
    const awkward = 'a "quoted" \\ title — 😀 </script> ünïcödé';
    const goal = await buildGoal(t, user, { title: awkward, milestones: [{ title: awkward, dueDate: TODAY }, { title: 'Plain', dueDate: '' }] });
    await createdTask(user, { title: awkward, goalId: goal.id });
    await createdTask(user, { title: 'Later', goalId: goal.id, dueDate: '2026-04-01' });
    const habit = await habitCalls(t, user).createJson({ title: awkward, goalId: goal.id });
    await habitCalls(t, user).markDays(habit.id, ['2026-03-08', TODAY]);
    const [listed] = await goalCalls(t, user).listJson();
    expect(listed!.milestones.map((milestone) => [milestone.title, milestone.dueDate, milestone.completed])).toEqual([[awkward, TODAY, false], ['Plain', null, false]]);
    expect(listed!.tasks.map((task) => task.title)).toEqual(['Later', awkward]);
    expect(listed!.habits).toEqual([{ id: habit.id, title: awkward, color: habit.color, frequency: 'daily', lastDone: TODAY }]);
    expect(await goalCalls(t, user).getJson(goal.id)).toEqual(listed);
  });

  it('without a goal a task and a habit read goalId null, and an empty goal lists nothing', async () => {
    const user = await signedInUser(t);
    const goal = await buildGoal(t, user);
    expect((await createdTask(user, {})).goalId).toBeNull();
    expect((await habitCalls(t, user).createJson()).goalId).toBeNull();
    expect(await goalCalls(t, user).getJson(goal.id)).toMatchObject({ tasks: [], habits: [] });
  });

  it('an edit links, moves to another goal and unlinks (null); an edit that leaves goalId out keeps the link', async () => {
    const user = await signedInUser(t);
    const first = await buildGoal(t, user, { title: 'First' });
    const second = await buildGoal(t, user, { title: 'Second' });
    const task = await createdTask(user, {});
    const habit = await habitCalls(t, user).createJson();

    const linkedTask = await editedTask(user, task, { goalId: first.id });
    const linkedHabit = await editedHabit(user, habit, { goalId: first.id });
    expect([linkedTask.goalId, linkedHabit.goalId]).toEqual([first.id, first.id]);
    expect(await goalCalls(t, user).getJson(first.id)).toMatchObject({ tasks: [{ id: task.id }], habits: [{ id: habit.id }] });

    // A form from before goals sends no goalId: the link stays.
    const { goalId: _left, ...oldTaskForm } = taskFormOf(linkedTask);
    const kept = await todoCalls(t, user).edit(task.id, { ...oldTaskForm, title: 'Run 10 km' });
    expect(((await kept.json()) as Todo).goalId).toBe(first.id);
    const keptHabit = await editedHabit(user, linkedHabit, { title: 'Stretch more' });
    expect(keptHabit.goalId).toBe(first.id);

    const moved = await editedTask(user, (await todoCalls(t, user).listJson())[0]!, { goalId: second.id });
    expect(moved.goalId).toBe(second.id);
    expect(await goalCalls(t, user).getJson(first.id)).toMatchObject({ tasks: [], habits: [{ id: habit.id }] });
    expect(await goalCalls(t, user).getJson(second.id)).toMatchObject({ tasks: [{ id: task.id, title: 'Run 10 km' }] });

    expect((await editedTask(user, moved, { goalId: null })).goalId).toBeNull();
    expect((await editedHabit(user, keptHabit, { goalId: '' })).goalId).toBeNull();
    const goals = await goalCalls(t, user).listJson();
    expect(goals.map((goal) => [goal.tasks, goal.habits])).toEqual([
      [[], []],
      [[], []],
    ]);
  });

  it('the goal lists open and completed tasks with their status, in the board order, and each habit with the last day it was done', async () => {
    const user = await signedInUser(t);
    const goal = await buildGoal(t, user);
    const later = await createdTask(user, { title: 'Later', goalId: goal.id, dueDate: '2026-04-01' });
    const sooner = await createdTask(user, { title: 'Sooner', goalId: goal.id, dueDate: '2026-03-12', status: 'completed' });
    const undated = await createdTask(user, { title: 'Undated', goalId: goal.id });
    const weekly = await habitCalls(t, user).createJson({ title: 'Long run', frequency: 'weekly', goalId: goal.id });
    await habitCalls(t, user).markDays(weekly.id, ['2026-03-02', TODAY]);

    const [listed] = await goalCalls(t, user).listJson();
    expect(listed!.tasks).toEqual([
      { id: sooner.id, title: 'Sooner', status: 'completed' },
      { id: later.id, title: 'Later', status: 'not_started' },
      { id: undated.id, title: 'Undated', status: 'not_started' },
    ]);
    expect(listed!.habits).toEqual([{ id: weekly.id, title: 'Long run', color: weekly.color, frequency: 'weekly', lastDone: TODAY }]);
  });

  it('many goals read their own work from one list (merged by goal, not one read per goal)', async () => {
    const user = await signedInUser(t);
    const made: Array<{ goal: Goal; task: Todo }> = [];
    for (const title of ['A', 'B', 'C']) {
      const goal = await buildGoal(t, user, { title });
      made.push({ goal, task: await createdTask(user, { title: `Task of ${title}`, goalId: goal.id }) });
    }
    const listed = await goalCalls(t, user).listJson();
    for (const { goal, task } of made) expect(listed.find((g) => g.id === goal.id)!.tasks).toEqual([{ id: task.id, title: task.title, status: 'not_started' }]);
  });
});

describe("a goal that is not the person's own is not found", () => {
  it('another person\'s goal, a made-up id or a deleted goal: 400 "Goal not found" on goalId, for a task and a habit, on create and on edit, and nothing changes', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const theirs = await buildGoal(t, stranger);
    const deleted = await buildGoal(t, owner);
    expect((await goalCalls(t, owner).remove(deleted.id)).status).toBe(204);
    const task = await createdTask(owner, {});
    const habit = await habitCalls(t, owner).createJson();

    for (const goalId of [theirs.id, '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11', 'not-a-uuid', deleted.id]) {
      const attempts = [
        () => todoCalls(t, owner).create({ title: 'x', goalId }),
        () => todoCalls(t, owner).edit(task.id, { ...taskFormOf(task), title: 'Changed', goalId }),
        () => habitCalls(t, owner).create({ title: 'x', goalId }),
        () => habitCalls(t, owner).edit(habit.id, habitFormOf(habit, { title: 'Changed', goalId })),
      ];
      for (const attempt of attempts) {
        const response = await attempt();
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', message: GOAL_NOT_FOUND, fields: { goalId: GOAL_NOT_FOUND } } });
      }
    }
    expect(await todoCalls(t, owner).listJson()).toEqual([task]);
    expect(await habitCalls(t, owner).listJson()).toEqual([habit]);
    expect(await goalCalls(t, stranger).getJson(theirs.id)).toMatchObject({ tasks: [], habits: [] });
  });

  it("a stranger's tasks and habits never show in the owner's goal", async () => {
    const owner = await signedInUser(t);
    const goal = await buildGoal(t, owner);
    const stranger = await signedInUser(t);
    await createdTask(stranger, {});
    await habitCalls(t, stranger).createJson();
    expect((await goalCalls(t, stranger).listJson()).length).toBe(0);
    expect(await goalCalls(t, owner).getJson(goal.id)).toMatchObject({ tasks: [], habits: [] });
  });
});

describe('deletes: a goal deleted leaves its work unlinked; deleted work is no link', () => {
  it('while a goal is deleted its tasks and habits read goalId null; the undo brings the links back', async () => {
    const user = await signedInUser(t);
    const goal = await buildGoal(t, user);
    const task = await createdTask(user, { goalId: goal.id });
    const habit = await habitCalls(t, user).createJson({ goalId: goal.id });

    expect((await goalCalls(t, user).remove(goal.id)).status).toBe(204);
    expect((await todoCalls(t, user).listJson())[0]!.goalId).toBeNull();
    expect(((await (await todoCalls(t, user).get(task.id)).json()) as Todo).goalId).toBeNull();
    expect((await habitCalls(t, user).listJson())[0]!.goalId).toBeNull();
    expect(((await (await habitCalls(t, user).get(habit.id)).json()) as Habit).goalId).toBeNull();

    clock.advanceSeconds(5);
    const restored = await goalCalls(t, user).restore(goal.id);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ tasks: [{ id: task.id }], habits: [{ id: habit.id }] });
    expect((await todoCalls(t, user).listJson())[0]!.goalId).toBe(goal.id);
    expect((await habitCalls(t, user).listJson())[0]!.goalId).toBe(goal.id);
  });

  it('once the goal is purged its tasks and habits stay, unlinked (ON DELETE SET NULL)', async () => {
    const user = await signedInUser(t);
    const goal = await buildGoal(t, user);
    const task = await createdTask(user, { goalId: goal.id });
    const habit = await habitCalls(t, user).createJson({ goalId: goal.id });
    await goalCalls(t, user).remove(goal.id);
    clock.advanceSeconds(GOAL_RESTORE_WINDOW_MS / 1000 + 1);
    await goalCalls(t, user).remove((await buildGoal(t, user)).id); // each delete purges the goals past their window
    expect(await t.db.select({ goalId: todos.goalId }).from(todos).where(eq(todos.id, task.id))).toEqual([{ goalId: null }]);
    expect(await t.db.select({ goalId: habits.goalId }).from(habits).where(eq(habits.id, habit.id))).toEqual([{ goalId: null }]);
    expect((await todoCalls(t, user).listJson()).map((row) => [row.id, row.goalId])).toEqual([[task.id, null]]);
  });

  it('a deleted task or habit leaves the goal; its undo brings it back', async () => {
    const user = await signedInUser(t);
    const goal = await buildGoal(t, user);
    const task = await createdTask(user, { goalId: goal.id });
    const habit = await habitCalls(t, user).createJson({ goalId: goal.id });
    await todoCalls(t, user).remove(task.id);
    await habitCalls(t, user).remove(habit.id);
    expect(await goalCalls(t, user).getJson(goal.id)).toMatchObject({ tasks: [], habits: [] });
    expect((await goalCalls(t, user).listJson())[0]).toMatchObject({ tasks: [], habits: [] });
    await todoCalls(t, user).restore(task.id);
    await habitCalls(t, user).restore(habit.id);
    expect(await goalCalls(t, user).getJson(goal.id)).toMatchObject({ tasks: [{ id: task.id }], habits: [{ id: habit.id }] });
  });
});
