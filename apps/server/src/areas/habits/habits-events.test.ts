import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { changeEvent, openEventStream } from '../../testing/event-stream-reader';
import { buildTodo, habitCalls, habitFormOf, signedInUser } from '../../testing/habits-kit';

// docs/architecture.md "Live sync": every habit change reaches the owner's other tabs, without its text.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const change = changeEvent;

describe('habit changes are announced', () => {
  it('create, edit, mark, un-mark, delete and restore reach the owner, and no one else', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const stream = await openEventStream(t, owner.cookie);
    const strangerStream = await openEventStream(t, stranger.cookie);
    const calls = habitCalls(t, owner, { 'x-client-id': 'tab-habits-1' });

    const habit = await calls.createJson({ title: 'Secret ritual', description: 'Private words' });
    const created = await stream.waitFor(change({ area: 'habits', kind: 'created', id: habit.id }));
    expect(created.data).toEqual({ area: 'habits', kind: 'created', id: habit.id, version: habit.updatedAt, client: 'tab-habits-1' });

    const edited = await (await calls.edit(habit.id, habitFormOf(habit, { title: 'Renamed ritual' }))).json();
    await stream.waitFor(change({ area: 'habits', kind: 'updated', id: habit.id, version: edited.updatedAt }));

    const countUpdates = () => stream.events.filter(change({ area: 'habits', kind: 'updated', id: habit.id })).length;
    const before = countUpdates();
    await calls.markDone(habit.id, '2026-01-05');
    await calls.markNotDone(habit.id, '2026-01-05');
    await expect.poll(countUpdates).toBe(before + 2);

    await calls.remove(habit.id);
    await stream.waitFor(change({ area: 'habits', kind: 'deleted', id: habit.id }));
    await calls.restore(habit.id);
    await expect.poll(() => stream.events.filter(change({ area: 'habits', kind: 'created', id: habit.id })).length).toBe(2);

    expect(JSON.stringify(stream.events)).not.toMatch(/Secret|Renamed|Private/);
    expect(strangerStream.events.filter((event) => event.event === 'change')).toEqual([]);
    await Promise.all([stream.close(), strangerStream.close()]);
  });

  it('completing a linked task announces the habit too, so the habits screen shows the day', async () => {
    const owner = await signedInUser(t);
    const habit = await habitCalls(t, owner).createJson();
    const todo = await buildTodo(t, owner, { habitId: habit.id });
    const stream = await openEventStream(t, owner.cookie);
    await t.request(`/api/todos/${todo.id}/move`, { json: { status: 'completed' }, cookie: owner.cookie });
    await stream.waitFor(change({ area: 'habits', kind: 'updated', id: habit.id }));
    await stream.close();
  });

  it('an amount, and a rest added and removed, are announced as habits changes, without the reason (docs/product/habits.md "Rest days")', async () => {
    const owner = await signedInUser(t);
    const calls = habitCalls(t, owner);
    const habit = await calls.createJson({ title: 'Drink water', targetAmount: 8 });
    const stream = await openEventStream(t, owner.cookie);
    await calls.logAmount(habit.id, '2026-01-05', { amount: 3 });
    await stream.waitFor(change({ area: 'habits', kind: 'updated', id: habit.id }));
    const rest = (await (await calls.addBreak({ habitId: null, startDate: '2026-01-05', reason: 'Private trip' })).json()) as { id: string };
    await stream.waitFor(change({ area: 'habits', kind: 'updated', id: rest.id }));
    await calls.removeBreak(rest.id);
    await expect.poll(() => stream.events.filter(change({ area: 'habits', kind: 'updated', id: rest.id })).length).toBe(2);
    expect(JSON.stringify(stream.events)).not.toMatch(/Private/);
    await stream.close();
  });
});
