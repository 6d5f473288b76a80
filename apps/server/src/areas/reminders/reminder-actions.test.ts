import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES, type Habit, type Todo } from '@cadence/shared';
import { reminderDeliveries, taskHistory } from '../../db/schema';
import { createTestClock } from '../../testing/test-clock';
import { buildTodo, payloadsAt, personWithDevice, reminderAction, remindersTestBed, type RemindersTestBed } from '../../testing/reminders-kit';

// POST /api/reminder-actions: a notification's 'Done' and 'Snooze 10 min' (docs/product/reminders.md "Actions").

const clock = createTestClock(new Date('2026-06-10T08:00:00Z'));
let bed: RemindersTestBed;
beforeAll(async () => {
  bed = await remindersTestBed(clock);
});
afterAll(async () => bed.close());

const run = (iso: string) => {
  clock.set(new Date(iso));
  return bed.t.cadence.runDueReminders(clock.now());
};

/** A person in Berlin with a task whose reminder has just been pushed; its token. */
async function remindedTask(dueTime = '15:00') {
  clock.set(new Date('2026-06-10T08:00:00Z'));
  const me = await personWithDevice(bed, clock, 'Europe/Berlin');
  const task = await buildTodo(bed.t, me, { title: 'Water the plants', dueDate: '2026-06-10', dueTime, reminder: 'at' });
  const fire = `2026-06-10T${String(Number(dueTime.slice(0, 2)) - 2).padStart(2, '0')}:${dueTime.slice(3)}:00Z`;
  await run(fire);
  const [payload] = payloadsAt(bed.push, me.subscription);
  return { me, task, token: payload!.actionToken!, fire };
}

const taskOf = async (me: { cookie: string }, id: string) => (await (await bed.t.request(`/api/todos/${id}`, { cookie: me.cookie })).json()) as Todo;

describe("'Done'", () => {
  it('completes the task through the board’s rules, without a session, once', async () => {
    const { me, task, token } = await remindedTask();
    const response = await reminderAction(bed.t, { token, action: 'done' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: REMINDER_MESSAGES.taskCompleted });
    expect(await taskOf(me, task.id)).toMatchObject({ status: 'completed', completedAt: clock.now().toISOString() });
    const history = await bed.t.db.select().from(taskHistory).where(eq(taskHistory.todoId, task.id));
    expect(history.map((row) => row.notes)).toContain('Status toggled manually');
    // The token is used up.
    const again = await reminderAction(bed.t, { token, action: 'done' });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: REMINDER_MESSAGES.reminderUnavailable } });
    expect((await reminderAction(bed.t, { token, action: 'snooze' })).status).toBe(404);
  });

  it('marks the habit done on the person’s today (already the 11th in Kathmandu)', async () => {
    clock.set(new Date('2026-06-10T08:00:00Z'));
    const me = await personWithDevice(bed, clock, 'Asia/Kathmandu');
    const created = await bed.t.request('/api/habits', { json: { title: 'Journal', reminderTimes: ['01:30'] }, cookie: me.cookie, headers: me.zone });
    const habit = (await created.json()) as Habit;
    // 01:30 on 11 June in Kathmandu (UTC+5:45) is 19:45 UTC on the 10th.
    await run('2026-06-10T19:45:00Z');
    const [payload] = payloadsAt(bed.push, me.subscription);
    expect(payload?.tag).toBe(`habit:${habit.id}`);
    expect(await (await reminderAction(bed.t, { token: payload!.actionToken, action: 'done' })).json()).toEqual({ message: REMINDER_MESSAGES.habitDone });
    const after = (await (await bed.t.request(`/api/habits/${habit.id}`, { cookie: me.cookie, headers: me.zone })).json()) as Habit;
    expect(after.completions).toEqual(['2026-06-11']);
  });

  it('is no longer available for a task deleted meanwhile, nor after a week', async () => {
    const deleted = await remindedTask('16:00');
    expect((await bed.t.request(`/api/todos/${deleted.task.id}`, { method: 'DELETE', cookie: deleted.me.cookie })).status).toBe(204);
    expect((await reminderAction(bed.t, { token: deleted.token, action: 'done' })).status).toBe(404);

    const old = await remindedTask('17:00');
    clock.set(new Date(Date.parse(old.fire) + 7 * 86_400_000));
    expect((await reminderAction(bed.t, { token: old.token, action: 'done' })).status).toBe(404);
    clock.set(new Date(old.fire));
    expect((await taskOf(old.me, old.task.id)).status).toBe('not_started');
  });
});

describe("'Snooze 10 min'", () => {
  it('sends the same reminder again ten minutes later, once, with a token of its own that completes the task', async () => {
    const { me, task, token, fire } = await remindedTask('18:00');
    const snoozed = await reminderAction(bed.t, { token, action: 'snooze' });
    expect(await snoozed.json()).toEqual({ message: REMINDER_MESSAGES.snoozed });
    // Pressed twice (two devices showed it): still one.
    await reminderAction(bed.t, { token, action: 'snooze' });
    const pressedAt = Date.parse(fire);
    await run(new Date(pressedAt + 9 * 60_000 + 59_000).toISOString());
    expect(payloadsAt(bed.push, me.subscription)).toHaveLength(1);
    await run(new Date(pressedAt + 10 * 60_000).toISOString());
    await run(new Date(pressedAt + 11 * 60_000).toISOString());
    const [first, again] = payloadsAt(bed.push, me.subscription);
    expect(payloadsAt(bed.push, me.subscription)).toHaveLength(2);
    expect(again).toMatchObject({ kind: 'task', title: 'Water the plants', tag: first!.tag, url: first!.url, body: 'Due at 18:00' });
    expect(again!.actionToken).not.toBe(token);
    const rows = await bed.t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.itemId, task.id));
    expect(rows.map((row) => row.reminderKey).sort()).toEqual([`snooze:${rows.find((row) => row.reminderKey.startsWith('task:'))!.id}`, `task:${task.id}:${fire.replace('Z', '.000Z')}`].sort());
    expect(await (await reminderAction(bed.t, { token: again!.actionToken, action: 'done' })).json()).toEqual({ message: REMINDER_MESSAGES.taskCompleted });
    expect((await taskOf(me, task.id)).status).toBe('completed');
  });

  it('a snoozed reminder of a task completed meanwhile is not sent', async () => {
    const { me, task, token, fire } = await remindedTask('19:00');
    await reminderAction(bed.t, { token, action: 'snooze' });
    expect((await bed.t.request(`/api/todos/${task.id}/complete`, { json: { completed: true }, cookie: me.cookie })).status).toBe(200);
    await run(new Date(Date.parse(fire) + 10 * 60_000).toISOString());
    expect(payloadsAt(bed.push, me.subscription)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it.each([
    [{ action: 'done' }, { token: REMINDER_MESSAGES.invalidToken }],
    [{ token: 'x', action: 'later' }, { action: REMINDER_MESSAGES.invalidAction }],
    [{ token: 42, action: 'done' }, { token: REMINDER_MESSAGES.invalidToken }],
    [{ token: 'x', action: 'done', userId: 'me' }, { _: 'Unknown field: userId' }],
  ])('%j is 400 in words', async (body, fields) => {
    const response = await reminderAction(bed.t, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual(fields);
  });

  it('a made-up token is 404 in words, whatever its shape', async () => {
    for (const token of ['abc', 'A'.repeat(43), `${'B'.repeat(42)}=`]) {
      const response = await reminderAction(bed.t, { token, action: 'done' });
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(REMINDER_MESSAGES.reminderUnavailable);
    }
  });

  it('another site cannot press the buttons (same-origin check)', async () => {
    const { token } = await remindedTask('20:00');
    expect((await bed.t.request('/api/reminder-actions', { json: { token, action: 'done' }, origin: 'https://evil.example' })).status).toBe(403);
  });

  it('one client guessing tokens is throttled (429 with Retry-After)', async () => {
    let last = await reminderAction(bed.t, { token: 'guess', action: 'done' }, '203.0.113.77');
    for (let attempt = 0; attempt < 40 && last.status !== 429; attempt += 1) last = await reminderAction(bed.t, { token: `guess${attempt}`, action: 'done' }, '203.0.113.77');
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBeTruthy();
    expect((await reminderAction(bed.t, { token: 'guess', action: 'done' }, '203.0.113.78')).status).toBe(404);
  });
});
