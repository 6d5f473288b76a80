import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '@cadence/shared';
import { reminderSettings, serverKeys } from '../../db/schema';
import { createTestClock } from '../../testing/test-clock';
import { reminderCalls, remindersTestBed, secondInstance, signedInUserAt, type RemindersTestBed } from '../../testing/reminders-kit';

// GET and PUT /api/reminder-settings (docs/product/reminders.md "E-mail fallback", "Quiet hours", "API routes").

const clock = createTestClock(new Date('2026-06-10T12:00:00Z'));
let bed: RemindersTestBed;
beforeAll(async () => {
  bed = await remindersTestBed(clock);
});
afterAll(async () => bed.close());

describe('reminder settings', () => {
  it('start with no e-mail fallback and no quiet hours, and carry the server push key', async () => {
    const settings = await reminderCalls(bed.t, await signedInUserAt(bed.t, clock)).settingsJson();
    expect(settings).toEqual({ emailFallback: false, quietHours: null, pushPublicKey: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/) });
  });

  it('change what is sent and keep the rest; the browser zone is kept for the scheduler', async () => {
    const user = await signedInUserAt(bed.t, clock);
    const calls = reminderCalls(bed.t, user, { 'X-Timezone': 'Asia/Tokyo' });
    const quiet = await (await calls.putSettings({ quietHours: { start: '22:30', end: '07:00' } })).json();
    expect(quiet).toMatchObject({ emailFallback: false, quietHours: { start: '22:30', end: '07:00' } });
    const fallback = await (await calls.putSettings({ emailFallback: true })).json();
    expect(fallback).toMatchObject({ emailFallback: true, quietHours: { start: '22:30', end: '07:00' } });
    expect(await calls.settingsJson()).toEqual(fallback);
    expect(await (await calls.putSettings({ quietHours: null })).json()).toMatchObject({ emailFallback: true, quietHours: null });
    const [row] = await bed.t.db.select().from(reminderSettings);
    expect(row?.timeZone).toBe('Asia/Tokyo');
  });

  it('are each person’s own', async () => {
    const mine = reminderCalls(bed.t, await signedInUserAt(bed.t, clock));
    const theirs = reminderCalls(bed.t, await signedInUserAt(bed.t, clock));
    await mine.putSettings({ emailFallback: true });
    expect((await theirs.settingsJson()).emailFallback).toBe(false);
  });

  it.each([
    [{ quietHours: { start: '22:00', end: '22:00' } }, { 'quietHours.end': REMINDER_MESSAGES.quietHoursSame }],
    [{ quietHours: { start: '10 pm', end: '07:00' } }, { 'quietHours.start': REMINDER_MESSAGES.invalidQuietStart }],
    [{ quietHours: { start: '22:00' } }, { 'quietHours.end': REMINDER_MESSAGES.invalidQuietEnd }],
    [{ emailFallback: 'yes' }, { emailFallback: 'Email fallback must be true or false' }],
    [{ pushPublicKey: 'mine' }, { _: 'Unknown field: pushPublicKey' }],
  ])('%j is 400 with a field message', async (body, fields) => {
    const response = await reminderCalls(bed.t, await signedInUserAt(bed.t, clock)).putSettings(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual(fields);
  });

  it('need a session', async () => {
    expect((await bed.t.request('/api/reminder-settings')).status).toBe(401);
  });

  it('every instance on one database hands out the same push key, generated once even when they start together', async () => {
    await bed.t.db.delete(serverKeys);
    const [one, two] = await Promise.all([secondInstance(bed, clock), secondInstance(bed, clock)]);
    try {
      const user = await signedInUserAt(bed.t, clock);
      const [here, there] = await Promise.all([reminderCalls(one, user).settingsJson(), reminderCalls(two, user).settingsJson()]);
      expect(there.pushPublicKey).toBe(here.pushPublicKey);
      expect(await bed.t.db.select().from(serverKeys)).toHaveLength(1);
    } finally {
      await Promise.all([one.closeAll(), two.closeAll()]);
    }
  });
});
