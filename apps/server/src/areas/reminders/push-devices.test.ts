import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_DEVICES_MAX, REMINDER_MESSAGES, TEST_NOTIFICATION } from '@cadence/shared';
import { eq } from 'drizzle-orm';
import { pushDevices, sessions } from '../../db/schema';
import { buildUser, cookieHeader, signIn, signUpAndVerify, STRONG_PASSWORD } from '../../testing/factories';
import { createTestClock } from '../../testing/test-clock';
import { payloadsAt, personWithDevice, reminderCalls, remindersTestBed, signedInUserAt, type RemindersTestBed } from '../../testing/reminders-kit';

// /api/push-devices (docs/product/reminders.md "Devices", "API routes").

const clock = createTestClock(new Date('2026-06-10T12:00:00Z'));
let bed: RemindersTestBed;
beforeAll(async () => {
  bed = await remindersTestBed(clock);
});
afterAll(async () => bed.close());

describe('registering a device', () => {
  it('is 201 with the device; the same subscription again is the same device, updated (200)', async () => {
    const user = await signedInUserAt(bed.t, clock);
    const calls = reminderCalls(bed.t, user);
    const subscription = bed.push.subscribe();
    const first = await calls.register({ name: 'Chrome on Android', subscription });
    expect(first.status).toBe(201);
    const device = await first.json();
    expect(device).toEqual({ id: expect.any(String), name: 'Chrome on Android', createdAt: clock.now().toISOString(), lastSuccessAt: null });
    const again = await calls.register({ name: 'Pixel', subscription });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: device.id, name: 'Pixel' });
    expect(await calls.devicesJson()).toEqual([{ ...device, name: 'Pixel' }]);
  });

  it('moves a browser to the account that registers it last (one browser, two people)', async () => {
    const subscription = bed.push.subscribe();
    const first = reminderCalls(bed.t, await signedInUserAt(bed.t, clock));
    const second = reminderCalls(bed.t, await signedInUserAt(bed.t, clock));
    await first.register({ name: 'Shared laptop', subscription });
    expect((await second.register({ name: 'Shared laptop', subscription })).status).toBe(201);
    expect(await first.devicesJson()).toEqual([]);
    expect(await second.devicesJson()).toHaveLength(1);
  });

  it.each([
    ['http://push.example.com/x', 'not https'],
    ['https://127.0.0.1/push/1', 'an IP address'],
    ['https://[::1]/push/1', 'an IPv6 address'],
    ['https://localhost/push/1', 'localhost'],
    ['https://printer.local/push/1', 'a local name'],
    ['https://intranet/push/1', 'a single-label name'],
    ['https://push.example.com:8443/x', 'another port'],
    ['https://user:pw@push.example.com/x', 'credentials'],
  ])('refuses the endpoint %s (%s) in words: the server would call it', async (endpoint) => {
    const response = await reminderCalls(bed.t, await signedInUserAt(bed.t, clock)).register({ name: 'Phone', subscription: { ...bed.push.subscribe(), endpoint } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ 'subscription.endpoint': REMINDER_MESSAGES.invalidEndpoint });
  });

  it('refuses bad keys, a missing name and unknown fields, in words', async () => {
    const calls = reminderCalls(bed.t, await signedInUserAt(bed.t, clock));
    const subscription = bed.push.subscribe();
    const fieldsOf = async (body: unknown) => {
      const response = await calls.register(body);
      expect(response.status).toBe(400);
      return (await response.json()).error.fields;
    };
    expect(await fieldsOf({ name: 'Phone', subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'abc' } } })).toEqual({ 'subscription.keys.p256dh': REMINDER_MESSAGES.invalidP256dh });
    expect(await fieldsOf({ name: ' ', subscription })).toEqual({ name: REMINDER_MESSAGES.deviceNameRequired });
    expect(await fieldsOf({ name: 'Phone', subscription, owner: 'x' })).toEqual({ _: 'Unknown field: owner' });
    expect(await fieldsOf({ name: 'Phone', subscription: 'https://push.example.com' })).toEqual({ subscription: 'Subscription must be an object' });
  });

  it(`keeps at most ${PUSH_DEVICES_MAX} devices per person`, async () => {
    const user = await signedInUserAt(bed.t, clock);
    const [session] = await bed.t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    const rows = Array.from({ length: PUSH_DEVICES_MAX }, (_, index) => ({ userId: user.id, sessionId: session!.id, endpoint: `https://push.example.com/${user.id}/${index}`, p256dh: 'k', auth: 'a', name: `Device ${index}` }));
    await bed.t.db.insert(pushDevices).values(rows);
    const response = await reminderCalls(bed.t, user).register({ name: 'One more', subscription: bed.push.subscribe() });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(REMINDER_MESSAGES.tooManyDevices);
  });
});

describe('a device lasts as long as the session that turned it on', () => {
  it('signing out stops the reminders on that browser (a shared computer), and leaves the other devices', async () => {
    const user = buildUser();
    const cookie = await signUpAndVerify(bed.t, user);
    const other = cookieHeader(await signIn(bed.t, user.email, STRONG_PASSWORD));
    const here = reminderCalls(bed.t, { id: '', cookie });
    const there = reminderCalls(bed.t, { id: '', cookie: other });
    expect((await here.register({ name: 'Shared laptop', subscription: bed.push.subscribe() })).status).toBe(201);
    expect((await there.register({ name: 'Phone', subscription: bed.push.subscribe() })).status).toBe(201);
    expect((await bed.t.request('/api/auth/sign-out', { method: 'POST', cookie })).status).toBe(200);
    expect((await there.devicesJson()).map((device) => device.name)).toEqual(['Phone']);
  });

  it('registering the same browser again from a new session keeps it for that session', async () => {
    const user = buildUser();
    const first = await signUpAndVerify(bed.t, user);
    const subscription = bed.push.subscribe();
    await reminderCalls(bed.t, { id: '', cookie: first }).register({ name: 'Laptop', subscription });
    const second = cookieHeader(await signIn(bed.t, user.email, STRONG_PASSWORD));
    expect((await reminderCalls(bed.t, { id: '', cookie: second }).register({ name: 'Laptop', subscription })).status).toBe(200);
    expect((await bed.t.request('/api/auth/sign-out', { method: 'POST', cookie: first })).status).toBe(200);
    expect(await reminderCalls(bed.t, { id: '', cookie: second }).devicesJson()).toHaveLength(1);
  });
});

describe('removing a device and its test notification', () => {
  it('removes one’s own device (204); another person’s id, or no id, is 404', async () => {
    const person = await personWithDevice(bed, clock, 'Europe/Berlin');
    const stranger = reminderCalls(bed.t, await signedInUserAt(bed.t, clock));
    expect((await stranger.remove(person.device.id)).status).toBe(404);
    expect((await stranger.test(person.device.id)).status).toBe(404);
    const madeUp = await stranger.remove('not-an-id');
    expect(madeUp.status).toBe(404);
    expect(await madeUp.json()).toMatchObject({ error: { message: REMINDER_MESSAGES.deviceNotFound } });
    const mine = reminderCalls(bed.t, person);
    expect((await mine.remove(person.device.id)).status).toBe(204);
    expect(await mine.devicesJson()).toEqual([]);
    expect((await mine.remove(person.device.id)).status).toBe(404);
  });

  it('sends "Test notification" to that device now, encrypted for it', async () => {
    const person = await personWithDevice(bed, clock, 'Europe/Berlin');
    const response = await reminderCalls(bed.t, person).test(person.device.id);
    expect(await response.json()).toEqual({ delivered: true, message: REMINDER_MESSAGES.testDelivered });
    expect(payloadsAt(bed.push, person.subscription)).toEqual([
      { kind: 'test', title: TEST_NOTIFICATION.title, body: TEST_NOTIFICATION.body, url: '/profile', tag: 'test', actionToken: null, actions: [] },
    ]);
    expect((await reminderCalls(bed.t, person).devicesJson())[0]?.lastSuccessAt).toBe(clock.now().toISOString());
  });

  it('a push service answering 410 (the subscription is gone) removes the device and says so', async () => {
    const person = await personWithDevice(bed, clock, 'Europe/Berlin');
    bed.push.answer(person.subscription.endpoint, 410);
    expect(await (await reminderCalls(bed.t, person).test(person.device.id)).json()).toEqual({ delivered: false, message: REMINDER_MESSAGES.testGone });
    expect(await reminderCalls(bed.t, person).devicesJson()).toEqual([]);
  });

  it('a push service answering 500 keeps the device and says it did not take it', async () => {
    const person = await personWithDevice(bed, clock, 'Europe/Berlin');
    bed.push.answer(person.subscription.endpoint, 500);
    expect(await (await reminderCalls(bed.t, person).test(person.device.id)).json()).toEqual({ delivered: false, message: REMINDER_MESSAGES.testRefused });
    expect(await reminderCalls(bed.t, person).devicesJson()).toHaveLength(1);
  });

  it('on this machine (the dev mailbox on), the pushes sent are listed for a person here, and for nobody else', async () => {
    const person = await personWithDevice(bed, clock, 'Europe/Berlin');
    await reminderCalls(bed.t, person).test(person.device.id);
    const listed = await (await bed.t.request('/api/dev/pushes')).json();
    expect(listed.pushes[0]).toEqual({ endpoint: person.subscription.endpoint, payload: expect.objectContaining({ kind: 'test' }), sentAt: clock.now().toISOString() });
    expect((await bed.t.request('/api/dev/pushes', { remoteAddress: '203.0.113.5' })).status).toBe(404);
  });

  it('need a session', async () => {
    expect((await bed.t.request('/api/push-devices')).status).toBe(401);
    expect((await bed.t.request('/api/push-devices', { json: { name: 'x' } })).status).toBe(401);
  });
});
