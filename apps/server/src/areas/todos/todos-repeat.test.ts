import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Todo } from '@cadence/shared';
import { todos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildTodo, editFormOf, secondTodosInstance, signedInUserAt, todoCalls, type SignedInUser } from '../../testing/todos-kit';

// docs/product/todos.md "Repeating tasks" (issue 22 §1), through the real app on both databases.

// 23:30 UTC on 10 March 2026: already 11 March in Berlin, still 10 March in New York.
const clock = createTestClock(new Date('2026-03-10T23:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

async function person(zone = 'UTC') {
  const user = await signedInUserAt(t, clock);
  return { user, calls: todoCalls(t, user, { 'x-timezone': zone }) };
}

async function seriesOf(user: SignedInUser, seriesId: string) {
  const list = (await (await todoCalls(t, user).list()).json()) as Todo[];
  return list.filter((todo) => todo.seriesId === seriesId).sort((a, b) => (a.occurrence ?? 0) - (b.occurrence ?? 0));
}

async function complete(calls: ReturnType<typeof todoCalls>, id: string, completed = true) {
  const response = await calls.complete(id, { completed });
  expect(response.status).toBe(200);
  return (await response.json()) as Todo;
}

describe('a repeating task', () => {
  it('is the first occurrence of its series, with its rule pinned to its due date, on the list too', async () => {
    const { user, calls } = await person();
    const created = await calls.create({ title: 'Pay rent', dueDate: '2026-01-31', repeat: { every: 'month' } });
    expect(created.status).toBe(201);
    const todo = (await created.json()) as Todo;
    expect(todo).toMatchObject({ repeat: { every: 'month', interval: 1, monthDay: 31, from: 'due' }, seriesId: todo.id, occurrence: 1 });
    expect((await seriesOf(user, todo.id))[0]).toEqual(todo);
    const plain = await buildTodo(t, user);
    expect(plain).toMatchObject({ repeat: null, seriesId: null, occurrence: null });
  });

  it('completing it creates the next occurrence once: due from the rule, a copy of its fields, its checklist un-ticked', async () => {
    const { user, calls } = await person();
    const first = (await (await calls.create({ title: 'Pay rent', description: 'Transfer', priority: 'high', category: 'home', estimatedMinutes: 10, dueDate: '2026-01-31', dueTime: '09:00', reminder: '1h', repeat: { every: 'month' } })).json()) as Todo;
    const item = (await (await t.request(`/api/todos/${first.id}/checklist`, { json: { title: 'Check the amount' }, cookie: user.cookie })).json()) as { id: string };
    await t.request(`/api/todos/${first.id}/checklist/${item.id}`, { method: 'PATCH', json: { done: true }, cookie: user.cookie });

    await complete(calls, first.id);
    const [done, next] = await seriesOf(user, first.id);
    expect(done).toMatchObject({ id: first.id, status: 'completed' });
    expect(next).toMatchObject({
      title: 'Pay rent',
      description: 'Transfer',
      priority: 'high',
      category: 'home',
      estimatedMinutes: 10,
      dueDate: '2026-02-28',
      dueTime: '09:00',
      reminder: '1h',
      status: 'not_started',
      completedAt: null,
      repeat: first.repeat,
      seriesId: first.id,
      occurrence: 2,
    });
    expect(next!.checklist).toEqual([expect.objectContaining({ title: 'Check the amount', done: false, position: 0 })]);

    // Reopened and completed again: the next one stays, and no second one is made.
    await complete(calls, first.id, false);
    await complete(calls, first.id);
    expect(await seriesOf(user, first.id)).toHaveLength(2);

    // The 31st comes back after February.
    await complete(calls, next!.id);
    expect((await seriesOf(user, first.id))[2]).toMatchObject({ dueDate: '2026-03-31', occurrence: 3 });

    // The history records each occurrence's creation and completion.
    const history = (await calls.historyJson()).filter((row) => [first.id, next!.id].includes(row.todoId ?? ''));
    expect(history.filter((row) => row.notes === 'Next occurrence of a repeating task').map((row) => row.todoId).sort()).toEqual([next!.id]);
    expect(history.filter((row) => row.newStatus === 'completed').length).toBe(3);
  });

  it('the toggle, a drag and the edit form complete it alike', async () => {
    const { user, calls } = await person();
    const daily = (await (await calls.create({ title: 'Stretch', dueDate: '2026-03-10', status: 'in_progress', repeat: { every: 'day' } })).json()) as Todo;
    await calls.toggle(daily.id);
    const second = (await seriesOf(user, daily.id))[1]!;
    expect(second.dueDate).toBe('2026-03-11');
    await calls.move(second.id, { status: 'completed' });
    const third = (await seriesOf(user, daily.id))[2]!;
    expect(third.dueDate).toBe('2026-03-12');
    await calls.edit(third.id, editFormOf(third, { status: 'completed' }));
    expect((await seriesOf(user, daily.id)).map((todo) => todo.dueDate)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
  });

  it('"every!" and a task without a due date count from the day it was completed, in the person’s zone', async () => {
    const berlin = await person('Europe/Berlin');
    const fromCompletion = (await (await berlin.calls.create({ title: 'Haircut', dueDate: '2026-02-01', repeat: { every: 'week', interval: 2, from: 'completion' } })).json()) as Todo;
    await complete(berlin.calls, fromCompletion.id);
    expect((await seriesOf(berlin.user, fromCompletion.id))[1]!.dueDate).toBe('2026-03-25'); // 11 March in Berlin + 14 days

    const newYork = await person('America/New_York');
    const undated = (await (await newYork.calls.create({ title: 'Water plants', repeat: { every: 'day', interval: 3 } })).json()) as Todo;
    await complete(newYork.calls, undated.id);
    expect((await seriesOf(newYork.user, undated.id))[1]!.dueDate).toBe('2026-03-13'); // 10 March in New York + 3 days

    // "every" keeps the schedule from the due date however late it is done.
    const fromDue = (await (await newYork.calls.create({ title: 'Bins', dueDate: '2026-03-02', repeat: { every: 'week' } })).json()) as Todo;
    await complete(newYork.calls, fromDue.id);
    expect((await seriesOf(newYork.user, fromDue.id))[1]!.dueDate).toBe('2026-03-09');
  });

  it('ends at its count or its end date: the last occurrence creates none', async () => {
    const { user, calls } = await person();
    const twice = (await (await calls.create({ title: 'Twice', dueDate: '2026-03-10', repeat: { every: 'day', count: 2 } })).json()) as Todo;
    await complete(calls, twice.id);
    const second = (await seriesOf(user, twice.id))[1]!;
    await complete(calls, second.id);
    expect(await seriesOf(user, twice.id)).toHaveLength(2);

    const until = (await (await calls.create({ title: 'Until', dueDate: '2026-03-10', repeat: { every: 'week', until: '2026-03-16' } })).json()) as Todo;
    await complete(calls, until.id);
    expect(await seriesOf(user, until.id)).toHaveLength(1);
  });

  it('"This and future tasks" edits this occurrence and its rule, which the next one copies', async () => {
    const { user, calls } = await person();
    const weekly = (await (await calls.create({ title: 'Review', dueDate: '2026-03-09', repeat: { every: 'week' } })).json()) as Todo;
    const edited = await calls.edit(weekly.id, editFormOf(weekly, { title: 'Weekly review', repeat: { every: 'week', interval: 1, from: 'due', weekdays: [1, 4] }, repeatScope: 'future' }));
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ title: 'Weekly review', repeat: { weekdays: [1, 4] }, occurrence: 1 });
    await complete(calls, weekly.id);
    expect((await seriesOf(user, weekly.id))[1]).toMatchObject({ title: 'Weekly review', dueDate: '2026-03-12' });

    // An edit that leaves the rule out (an older client, a queued offline edit) keeps it.
    const kept = (await (await calls.edit(weekly.id, editFormOf((await seriesOf(user, weekly.id))[0]!))).json()) as Todo;
    expect(kept.repeat).toMatchObject({ weekdays: [1, 4] });

    // A plain task can start repeating, and a repeating one stop: no next occurrence then.
    const plain = await buildTodo(t, user, { dueDate: '2026-03-10' });
    const nowRepeating = (await (await calls.edit(plain.id, editFormOf(plain, { repeat: { every: 'year', interval: 1, from: 'due' } }))).json()) as Todo;
    expect(nowRepeating).toMatchObject({ seriesId: plain.id, occurrence: 1, repeat: { every: 'year', monthDay: 10 } });
    const stopped = (await (await calls.edit(plain.id, editFormOf(nowRepeating, { repeat: null }))).json()) as Todo;
    expect(stopped.repeat).toBeNull();
    await complete(calls, plain.id);
    expect(await seriesOf(user, plain.id)).toHaveLength(1);
  });

  it('"This task only" takes this occurrence off the schedule with the edit, and the series goes on unchanged', async () => {
    const { user, calls } = await person();
    const rent = (await (await calls.create({ title: 'Pay rent', dueDate: '2026-03-01', repeat: { every: 'month' } })).json()) as Todo;
    const response = await calls.edit(rent.id, editFormOf(rent, { title: 'Pay rent (late this time)', dueDate: '2026-03-04', repeatScope: 'this' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: 'Pay rent (late this time)', dueDate: '2026-03-04', repeat: null, seriesId: rent.id, occurrence: 1 });
    const [, next] = await seriesOf(user, rent.id);
    expect(next).toMatchObject({ title: 'Pay rent', dueDate: '2026-04-01', occurrence: 2, repeat: rent.repeat });
    // The one-off completes without making another.
    await complete(calls, rent.id);
    expect(await seriesOf(user, rent.id)).toHaveLength(2);
  });

  it('deleting an occurrence deletes only it', async () => {
    const { user, calls } = await person();
    const daily = (await (await calls.create({ title: 'Daily', dueDate: '2026-03-10', repeat: { every: 'day' } })).json()) as Todo;
    await complete(calls, daily.id);
    const next = (await seriesOf(user, daily.id))[1]!;
    expect((await calls.remove(next.id)).status).toBe(204);
    expect((await seriesOf(user, daily.id)).map((todo) => todo.id)).toEqual([daily.id]);
  });
});

describe('refusals', () => {
  it('another person’s repeating task is 404 to edit, complete and delete, and makes no occurrence', async () => {
    const owner = await person();
    const other = await person();
    const mine = (await (await owner.calls.create({ title: 'Mine', dueDate: '2026-03-10', repeat: { every: 'day' } })).json()) as Todo;
    expect((await other.calls.complete(mine.id, { completed: true })).status).toBe(404);
    expect((await other.calls.toggle(mine.id)).status).toBe(404);
    expect((await other.calls.edit(mine.id, editFormOf(mine, { repeatScope: 'this' }))).status).toBe(404);
    expect((await other.calls.remove(mine.id)).status).toBe(404);
    expect(await seriesOf(owner.user, mine.id)).toEqual([mine]);
  });

  it('a bad rule is 400 with a clear message on its field, never a 500', async () => {
    const { calls } = await person();
    const cases: Array<[unknown, string, string]> = [
      [{ every: 'hourly' }, 'repeat.every', 'Repeat must be every day, weekday, week, month or year'],
      [{ every: 'day', interval: 0 }, 'repeat.interval', 'Repeat interval must be a whole number from 1 to 365'],
      [{ every: 'week', weekdays: [8] }, 'repeat.weekdays.0', 'Weekdays must be numbers from 1 (Monday) to 7 (Sunday)'],
      [{ every: 'day', monthDay: 3 }, 'repeat.monthDay', 'A day of the month can only be chosen for a monthly or yearly repeat'],
      [{ every: 'day', until: '2026-13-01' }, 'repeat.until', 'Repeat end date must be a real date in the form YYYY-MM-DD'],
      [{ every: 'day', until: '2026-12-01', count: 3 }, 'repeat.count', 'Choose an end date or a number of times, not both'],
      [{ every: 'day', rrule: 'FREQ=DAILY' }, 'repeat', 'Unknown field: rrule'],
      ['daily', 'repeat', 'Repeat must be an object'],
    ];
    for (const [repeat, field, message] of cases) {
      const response = await calls.create({ title: 'Bad', repeat });
      expect(response.status, JSON.stringify(repeat)).toBe(400);
      const body = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields[field], JSON.stringify(repeat)).toBe(message);
    }
    const todo = (await (await calls.create({ title: 'Good', repeat: { every: 'day' } })).json()) as Todo;
    const badScope = await calls.edit(todo.id, editFormOf(todo, { repeatScope: 'all' as never }));
    expect(badScope.status).toBe(400);
    expect((await badScope.json()).error.fields.repeatScope).toBe('Repeat scope must be this or future');
  });
});

describe('concurrent completion of a repeating task (two tabs, two instances)', () => {
  it('creates exactly one next occurrence when requests race through two app instances on one database', async () => {
    const { user, calls } = await person();
    const other = await secondTodosInstance(t, clock);
    try {
      const otherCalls = todoCalls(other, user, { 'x-timezone': 'UTC' });
      for (let round = 0; round < 3; round += 1) {
        const task = (await (await calls.create({ title: `Race ${round}`, dueDate: '2026-03-10', repeat: { every: 'day' } })).json()) as Todo;
        const responses = await Promise.all([
          calls.complete(task.id, { completed: true }),
          otherCalls.complete(task.id, { completed: true }),
          calls.move(task.id, { status: 'completed' }),
          otherCalls.move(task.id, { status: 'completed' }),
          otherCalls.complete(task.id, { completed: true }),
        ]);
        expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
        const rows = await t.db.select({ occurrence: todos.occurrence }).from(todos).where(and(eq(todos.seriesId, task.id), eq(todos.occurrence, 2)));
        expect(rows).toHaveLength(1);
        expect(await seriesOf(user, task.id)).toHaveLength(2);
      }
    } finally {
      await other.closeAll();
    }
  });

  it('a reopen and a re-complete racing other completions never make a second occurrence 2', async () => {
    const { user, calls } = await person();
    const other = await secondTodosInstance(t, clock);
    try {
      const otherCalls = todoCalls(other, user, { 'x-timezone': 'UTC' });
      const task = (await (await calls.create({ title: 'Flip', dueDate: '2026-03-10', repeat: { every: 'day' } })).json()) as Todo;
      await Promise.all(Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? calls : otherCalls).complete(task.id, { completed: index % 3 !== 2 })));
      await complete(calls, task.id);
      const series = await seriesOf(user, task.id);
      expect(series.map((todo) => todo.occurrence)).toEqual([1, 2]);
    } finally {
      await other.closeAll();
    }
  });
});
