import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Habit } from '@cadence/shared';
import { reminderDeliveries } from '../../db/schema';
import { startReminderScheduler } from './reminder-scheduler';
import { createTestClock } from '../../testing/test-clock';
import { buildTodo, payloadsAt, personWithDevice, reminderCalls, remindersTestBed, type RemindersTestBed } from '../../testing/reminders-kit';

// The scheduler (docs/product/reminders.md "When a reminder fires", "Quiet hours", "Late reminders"),
// run as each instance's timer runs it, at the test clock's instants.

const clock = createTestClock(new Date('2026-06-10T08:00:00Z'));
let bed: RemindersTestBed;
beforeAll(async () => {
  bed = await remindersTestBed(clock);
});
afterAll(async () => bed.close());

const at = (iso: string) => {
  clock.set(new Date(iso));
  return bed.t.cadence.runDueReminders(clock.now());
};

async function person(zone = 'Europe/Berlin', start = '2026-06-10T08:00:00Z') {
  clock.set(new Date(start));
  return personWithDevice(bed, clock, zone);
}

async function habitOf(who: Awaited<ReturnType<typeof person>>, fields: Record<string, unknown>): Promise<Habit> {
  const response = await bed.t.request('/api/habits', { json: { title: 'Stretch', ...fields }, cookie: who.cookie, headers: who.zone });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

describe('a task reminder', () => {
  it('goes out once, at its time in the person’s zone, saying what and when', async () => {
    const me = await person();
    const task = await buildTodo(bed.t, me, { title: 'Call the bank', dueDate: '2026-06-10', dueTime: '15:00', reminder: '1h' });
    await at('2026-06-10T11:59:59Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([]);
    expect(await at('2026-06-10T12:00:00Z')).toMatchObject({ sent: 1 });
    expect(payloadsAt(bed.push, me.subscription)).toEqual([
      {
        kind: 'task',
        title: 'Call the bank',
        body: 'Due at 15:00',
        url: `/todos?task=${task.id}`,
        tag: `task:${task.id}`,
        actionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        actions: [
          { action: 'done', title: 'Done' },
          { action: 'snooze', title: 'Snooze 10 min' },
        ],
      },
    ]);
    await at('2026-06-10T12:00:30Z');
    await at('2026-06-10T13:00:00Z');
    expect(payloadsAt(bed.push, me.subscription)).toHaveLength(1);
  });

  it('at the due time, 5 minutes before, and 1 day before (the day before’s wall-clock time)', async () => {
    const me = await person('America/New_York', '2026-06-08T12:00:00Z');
    await buildTodo(bed.t, me, { title: 'At', dueDate: '2026-06-10', dueTime: '09:00', reminder: 'at' });
    await buildTodo(bed.t, me, { title: 'Five', dueDate: '2026-06-10', dueTime: '09:00', reminder: '5m' });
    await buildTodo(bed.t, me, { title: 'Day', dueDate: '2026-06-10', dueTime: '09:00', reminder: '1d' });
    await at('2026-06-09T12:59:00Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([]);
    await at('2026-06-09T13:00:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => [p.title, p.body])).toEqual([['Day', 'Due tomorrow at 09:00']]);
    await at('2026-06-10T12:55:00Z');
    await at('2026-06-10T13:00:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => [p.title, p.body])).toEqual([
      ['Day', 'Due tomorrow at 09:00'],
      ['Five', 'Due at 09:00'],
      ['At', 'Due at 09:00'],
    ]);
  });

  it('1 day before keeps the wall-clock time across a clock change (Berlin, 29 March 2026)', async () => {
    const me = await person('Europe/Berlin', '2026-03-27T12:00:00Z');
    await buildTodo(bed.t, me, { title: 'Spring', dueDate: '2026-03-29', dueTime: '09:00', reminder: '1d' });
    // 09:00 on Saturday 28 March is 08:00 UTC (CET); 24 hours before the due time would be 07:00 UTC.
    await at('2026-03-28T07:00:00Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([]);
    await at('2026-03-28T08:00:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.body)).toEqual(['Due tomorrow at 09:00']);
  });

  it('late within six hours says how late; past six hours it is recorded as skipped, never sent', async () => {
    const me = await person();
    const late = await buildTodo(bed.t, me, { title: 'Late', dueDate: '2026-06-10', dueTime: '14:00', reminder: 'at' });
    await at('2026-06-10T12:25:30Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.body)).toEqual(['Due at 14:00 · 25 min late']);
    const [sent] = await bed.t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.itemId, late.id));
    expect(sent).toMatchObject({ state: 'sent', latenessSeconds: 25 * 60 + 30, channel: 'push' });

    const lost = await buildTodo(bed.t, me, { title: 'Lost', dueDate: '2026-06-10', dueTime: '15:00', reminder: 'at' });
    // Down from 12:59 until 19:00: six hours after 13:00 UTC.
    expect(await at('2026-06-10T19:00:00Z')).toMatchObject({ sent: 0, skipped: 1 });
    await at('2026-06-10T19:00:30Z');
    expect(payloadsAt(bed.push, me.subscription)).toHaveLength(1);
    const [skipped] = await bed.t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.itemId, lost.id));
    expect(skipped).toMatchObject({ state: 'skipped', sentAt: null, tokenHash: null });
  });

  it('two minutes late or less goes as on time', async () => {
    const me = await person();
    await buildTodo(bed.t, me, { title: 'Nearly', dueDate: '2026-06-10', dueTime: '16:00', reminder: 'at' });
    await at('2026-06-10T14:02:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.body)).toEqual(['Due at 16:00']);
  });

  it('is not sent for a task completed or deleted before its time', async () => {
    const me = await person();
    const done = await buildTodo(bed.t, me, { title: 'Done early', dueDate: '2026-06-10', dueTime: '17:00', reminder: 'at' });
    const gone = await buildTodo(bed.t, me, { title: 'Deleted', dueDate: '2026-06-10', dueTime: '17:00', reminder: 'at' });
    expect((await bed.t.request(`/api/todos/${done.id}/complete`, { json: { completed: true }, cookie: me.cookie })).status).toBe(200);
    expect((await bed.t.request(`/api/todos/${gone.id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(204);
    await at('2026-06-10T15:00:00Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([]);
  });

  it('is not sent for a task created after its reminder time (due in ten minutes, reminded an hour before)', async () => {
    const me = await person('Europe/Berlin', '2026-06-10T12:50:00Z');
    await buildTodo(bed.t, me, { title: 'Too late to remind', dueDate: '2026-06-10', dueTime: '15:00', reminder: '1h' });
    await at('2026-06-10T12:50:30Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([]);
  });

  it('a claim whose send never finished (the process died) is taken again after two minutes, not before', async () => {
    const me = await person();
    const task = await buildTodo(bed.t, me, { title: 'Crash', dueDate: '2026-06-10', dueTime: '18:00', reminder: 'at' });
    const claim = { userId: me.id, reminderKey: `task:${task.id}:2026-06-10T16:00:00.000Z`, kind: 'task' as const, itemId: task.id, dueAt: '2026-06-10T16:00:00.000Z', state: 'claimed' as const };
    await bed.t.db.insert(reminderDeliveries).values({ ...claim, claimedAt: '2026-06-10T16:00:00.000Z' });
    await at('2026-06-10T16:01:30Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([]);
    await at('2026-06-10T16:02:01Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.title)).toEqual(['Crash']);
    const rows = await bed.t.db.select().from(reminderDeliveries).where(and(eq(reminderDeliveries.userId, me.id), eq(reminderDeliveries.itemId, task.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'sent', latenessSeconds: 121 });
  });
});

describe('the timer', () => {
  it('runs the scheduler on its own, and stops', async () => {
    const me = await person('Europe/Berlin', '2026-06-12T08:00:00Z');
    await buildTodo(bed.t, me, { title: 'On the timer', dueDate: '2026-06-12', dueTime: '12:00', reminder: 'at' });
    clock.set(new Date('2026-06-12T10:00:00Z'));
    const stop = startReminderScheduler(bed.t.cadence.reminders, 50);
    try {
      for (let wait = 0; wait < 100 && payloadsAt(bed.push, me.subscription).length === 0; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await stop();
    }
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.title)).toEqual(['On the timer']);
  });
});

describe('quiet hours (in the person’s zone, across midnight)', () => {
  it('hold a reminder due inside them to their end, and it says so', async () => {
    const me = await person('Europe/Berlin', '2026-06-10T08:00:00Z');
    expect((await reminderCalls(bed.t, me, me.zone).putSettings({ quietHours: { start: '22:00', end: '07:00' } })).status).toBe(200);
    await buildTodo(bed.t, me, { title: 'Night task', dueDate: '2026-06-10', dueTime: '23:30', reminder: 'at' });
    await habitOf(me, { reminderTimes: ['06:30'] });
    await at('2026-06-10T21:30:00Z');
    await at('2026-06-11T04:30:00Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([]);
    // 07:00 in Berlin.
    await at('2026-06-11T05:00:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.body).sort()).toEqual(['Due yesterday at 23:30 · Held for your quiet hours', 'Time for your habit (06:30) · Held for your quiet hours']);
  });

  it('let a reminder outside them through on time', async () => {
    const me = await person('Europe/Berlin', '2026-06-10T08:00:00Z');
    await reminderCalls(bed.t, me, me.zone).putSettings({ quietHours: { start: '22:00', end: '07:00' } });
    await buildTodo(bed.t, me, { title: 'Evening', dueDate: '2026-06-10', dueTime: '21:59', reminder: 'at' });
    await at('2026-06-10T19:59:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.body)).toEqual(['Due at 21:59']);
  });
});

describe('a habit reminder', () => {
  it('fires at each time on the chosen days', async () => {
    const me = await person('Asia/Kathmandu', '2026-06-08T00:00:00Z');
    const habit = await habitOf(me, { reminderTimes: ['07:30', '20:00'], reminderDays: [3] });
    // Monday 8 and Tuesday 9 June: no reminder day. Wednesday 10 June 07:30 in Kathmandu (UTC+5:45) is 01:45 UTC.
    await at('2026-06-09T23:00:00Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([]);
    await at('2026-06-10T01:45:00Z');
    await at('2026-06-10T14:15:00Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([
      expect.objectContaining({ kind: 'habit', title: 'Stretch', body: 'Time for your habit (07:30)', url: `/habits?habit=${habit.id}`, tag: `habit:${habit.id}` }),
      expect.objectContaining({ body: 'Time for your habit (20:00)' }),
    ]);
  });

  it('a time added after it has passed today starts tomorrow, not late today', async () => {
    const me = await person('Europe/Berlin', '2026-06-10T08:00:00Z');
    await habitOf(me, { title: 'Morning', reminderTimes: ['07:30'] });
    await at('2026-06-10T08:00:30Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([]);
    await at('2026-06-11T05:30:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.body)).toEqual(['Time for your habit (07:30)']);
  });

  it('keeps its wall-clock time across a clock change', async () => {
    const me = await person('Europe/Berlin', '2026-03-27T12:00:00Z');
    await habitOf(me, { reminderTimes: ['07:30'] });
    await at('2026-03-28T06:30:00Z');
    await at('2026-03-29T05:29:00Z');
    expect(payloadsAt(bed.push, me.subscription)).toHaveLength(1);
    await at('2026-03-29T05:30:00Z');
    expect(payloadsAt(bed.push, me.subscription)).toHaveLength(2);
  });

  it('is not sent once the period is done: today for a daily habit, this week for a weekly one', async () => {
    const me = await person('Europe/Berlin', '2026-06-10T08:00:00Z');
    const daily = await habitOf(me, { title: 'Daily', reminderTimes: ['20:00'] });
    const weekly = await habitOf(me, { title: 'Weekly', frequency: 'weekly', reminderTimes: ['20:00'] });
    const mark = (habit: Habit, date: string) => bed.t.request(`/api/habits/${habit.id}/completions/${date}`, { method: 'PUT', cookie: me.cookie, headers: me.zone });
    expect((await mark(daily, '2026-06-10')).status).toBe(200);
    // Monday 8 June: the week (Sunday 7 to Saturday 13) is done.
    expect((await mark(weekly, '2026-06-08')).status).toBe(200);
    await at('2026-06-10T18:00:00Z');
    expect(payloadsAt(bed.push, me.subscription)).toEqual([]);
    await at('2026-06-11T18:00:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.title)).toEqual(['Daily']);
  });

  it('"twice a week" keeps reminding until the week met it; a rest day reminds no one (docs/product/habits.md "Targets", "Rest days")', async () => {
    const me = await person('Europe/Berlin', '2026-06-10T08:00:00Z');
    const weekly = await habitOf(me, { title: 'Twice', frequency: 'weekly', targetCount: 2, reminderTimes: ['20:00'] });
    const resting = await habitOf(me, { title: 'Resting', reminderTimes: ['20:00'] });
    expect((await bed.t.request(`/api/habits/${weekly.id}/completions/2026-06-08`, { method: 'PUT', cookie: me.cookie, headers: me.zone })).status).toBe(200);
    expect((await bed.t.request('/api/habit-breaks', { json: { habitId: resting.id, startDate: '2026-06-10' }, cookie: me.cookie, headers: me.zone })).status).toBe(201);
    await at('2026-06-10T18:00:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.title)).toEqual(['Twice']);
    expect((await bed.t.request(`/api/habits/${weekly.id}/completions/2026-06-10`, { method: 'PUT', cookie: me.cookie, headers: me.zone })).status).toBe(200);
    await at('2026-06-11T18:00:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.title)).toEqual(['Twice', 'Resting']);
  });
});

describe('devices and the e-mail fallback', () => {
  it('a device the push service says is gone (410) is removed; with the fallback on, the reminder comes by e-mail', async () => {
    const me = await person();
    await reminderCalls(bed.t, me, me.zone).putSettings({ emailFallback: true });
    const task = await buildTodo(bed.t, me, { title: 'Renew passport', dueDate: '2026-06-10', dueTime: '19:00', reminder: 'at' });
    bed.push.answer(me.subscription.endpoint, 410);
    await at('2026-06-10T17:00:00Z');
    expect(await reminderCalls(bed.t, me).devicesJson()).toEqual([]);
    const mails = (await bed.t.outbox.messages()).filter((mail) => mail.subject === 'Reminder: Renew passport');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Due at 19:00');
    expect(mails[0]!.text).toContain(`${bed.t.config.publicUrl}/todos?task=${task.id}`);
    const [row] = await bed.t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.itemId, task.id));
    expect(row).toMatchObject({ state: 'sent', channel: 'email' });
    // Without a device, the next reminder still comes by e-mail, once.
    await buildTodo(bed.t, me, { title: 'Pack', dueDate: '2026-06-10', dueTime: '19:30', reminder: 'at' });
    await at('2026-06-10T17:30:00Z');
    await at('2026-06-10T17:31:00Z');
    expect((await bed.t.outbox.messages()).filter((mail) => mail.subject === 'Reminder: Pack')).toHaveLength(1);
  });

  it('no e-mail when a device took it, and nothing at all for a person with neither devices nor the fallback', async () => {
    const me = await person();
    await reminderCalls(bed.t, me, me.zone).putSettings({ emailFallback: true });
    await buildTodo(bed.t, me, { title: 'Pushed only', dueDate: '2026-06-10', dueTime: '20:00', reminder: 'at' });
    const nobody = await person();
    await reminderCalls(bed.t, nobody).remove(nobody.device.id);
    const unseen = await buildTodo(bed.t, nobody, { title: 'Unseen', dueDate: '2026-06-10', dueTime: '20:00', reminder: 'at' });
    await at('2026-06-10T18:00:00Z');
    expect(payloadsAt(bed.push, me.subscription).map((p) => p.title)).toEqual(['Pushed only']);
    expect((await bed.t.outbox.messages()).filter((mail) => mail.subject.startsWith('Reminder: Pushed only') || mail.subject.startsWith('Reminder: Unseen'))).toEqual([]);
    expect(await bed.t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.itemId, unseen.id))).toEqual([]);
  });
});

describe('privacy (docs/product/reminders.md "Privacy")', () => {
  it('the push service gets the title only encrypted: not in the body on the wire, not in a header, and the topic is a hash', async () => {
    const me = await person();
    const title = 'Divorce lawyer appointment';
    const task = await buildTodo(bed.t, me, { title, dueDate: '2026-06-10', dueTime: '21:00', reminder: 'at' });
    await at('2026-06-10T19:00:00Z');
    const [received] = bed.push.receivedAt(me.subscription.endpoint);
    expect(received?.payload.title).toBe(title);
    expect(received!.raw.includes(Buffer.from(title))).toBe(false);
    expect(received!.raw.includes(Buffer.from('Divorce'))).toBe(false);
    const headers = JSON.stringify(received!.headers);
    expect(headers).not.toContain('Divorce');
    expect(headers).not.toContain(task.id);
    expect(received!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '3600', topic: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    expect(String(received!.headers.authorization)).toMatch(/^vapid t=.+, k=B[A-Za-z0-9_-]{86}$/);
  });
});
