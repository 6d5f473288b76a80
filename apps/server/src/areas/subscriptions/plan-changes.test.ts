import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { openEventStream } from '../../testing/event-stream-reader';
import { signedInUserAt, type SignedInUser } from '../../testing/factories';
import { createTestClock } from '../../testing/test-clock';

// docs/product/subscription.md "Renewal and cancelling" (issue 18 §12; decision 011): switch, cancel at
// the end of the period, resume; still a demonstration, no payment.

const clock = createTestClock(new Date('2027-01-31T09:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const headers = { 'X-Timezone': 'UTC' };
const call = (user: SignedInUser, path: string, json: unknown = {}) => t.request(`/api/subscriptions${path}`, { json, cookie: user.cookie, headers });
const summary = async (user: SignedInUser) => (await t.request('/api/subscriptions', { cookie: user.cookie, headers })).json();
const hasAiAccess = async (user: SignedInUser) => (await (await t.request('/api/ai/status', { cookie: user.cookie, headers })).json()).access.allowed as boolean;

async function subscriber(plan: 'monthly' | 'yearly'): Promise<SignedInUser> {
  clock.set(new Date('2027-01-31T09:00:00.000Z'));
  const user = await signedInUserAt(t, clock, { validDays: 1000 });
  expect((await call(user, '', { plan })).status).toBe(201);
  return user;
}

describe('switching plans', () => {
  it('monthly to yearly at once: access never lapses, and the new plan renews from now', async () => {
    const user = await subscriber('monthly');
    clock.set(new Date('2027-02-10T12:00:00.000Z'));
    const switched = await call(user, '/switch', { plan: 'yearly' });
    expect(switched.status).toBe(200);
    expect((await switched.json()).current).toMatchObject({ plan: 'yearly', type: 'premium', renews: true, startsAt: '2027-02-10T12:00:00.000Z', periodEndsAt: '2028-02-10T12:00:00.000Z' });
    // Every instant around the switch has access: the old plan ends exactly when the new one starts.
    for (const offset of [-1, 0, 1]) {
      clock.set(new Date(Date.parse('2027-02-10T12:00:00.000Z') + offset));
      expect(await hasAiAccess(user)).toBe(true);
      expect((await summary(user)).current.plan).toBe(offset < 0 ? 'monthly' : 'yearly');
    }
    clock.set(new Date('2027-02-10T12:00:00.000Z'));
    expect(await (await call(user, '/switch', { plan: 'monthly' })).json()).toMatchObject({ current: { plan: 'monthly', renews: true } });
  });

  it('refuses the plan already held, a plan it does not know, and a person with no plan, in words', async () => {
    const user = await subscriber('yearly');
    const same = await call(user, '/switch', { plan: 'yearly' });
    expect(same.status).toBe(409);
    expect((await same.json()).error.message).toBe(SUBSCRIPTION_MESSAGES.alreadyOnPlan('Yearly'));
    const bad = await call(user, '/switch', { plan: 'lifetime' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.plan).toBe(SUBSCRIPTION_MESSAGES.invalidPlan);
    expect((await call(user, '/switch', {})).status).toBe(400);
    const free = await signedInUserAt(t, clock, { validDays: 1000 });
    for (const [path, json] of [['/switch', { plan: 'monthly' }], ['/cancel', {}], ['/resume', {}]] as const) {
      const answer = await call(free, path, json);
      expect(answer.status, path).toBe(409);
      expect((await answer.json()).error.message).toBe(SUBSCRIPTION_MESSAGES.noPlan);
    }
    expect((await t.request('/api/subscriptions/cancel', { json: {} })).status).toBe(401);
  });
});

describe('cancelling and resuming', () => {
  it('cancel keeps access to the end of the period, says until when, and then access ends', async () => {
    const user = await subscriber('monthly');
    clock.set(new Date('2027-03-05T00:00:00.000Z'));
    // The plan renewed on 28 February; its period now ends on 31 March.
    const cancelled = await (await call(user, '/cancel')).json();
    expect(cancelled).toMatchObject({ hasAccess: true, current: { renews: false, periodEndsAt: '2027-03-31T09:00:00.000Z', expiresAt: '2027-03-31T09:00:00.000Z' } });
    const again = await call(user, '/cancel');
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(SUBSCRIPTION_MESSAGES.alreadyCancelled);
    clock.set(new Date('2027-03-31T08:59:59.999Z'));
    expect(await hasAiAccess(user)).toBe(true);
    clock.set(new Date('2027-03-31T09:00:00.000Z'));
    expect(await hasAiAccess(user)).toBe(false);
    expect(await summary(user)).toEqual({ hasAccess: false, source: null, current: null });
    // Once ended it cannot be resumed: the person chooses a plan again.
    expect((await call(user, '/resume')).status).toBe(409);
    expect((await call(user, '', { plan: 'yearly' })).status).toBe(201);
  });

  it('a cancelled plan resumed before it ends renews again', async () => {
    const user = await subscriber('yearly');
    clock.set(new Date('2027-06-01T00:00:00.000Z'));
    await call(user, '/cancel');
    const resumed = await call(user, '/resume');
    expect(resumed.status).toBe(200);
    expect((await resumed.json()).current).toMatchObject({ renews: true, periodEndsAt: '2028-01-31T09:00:00.000Z' });
    const notCancelled = await call(user, '/resume');
    expect((await notCancelled.json()).error.message).toBe(SUBSCRIPTION_MESSAGES.notCancelled);
    clock.set(new Date('2028-02-15T00:00:00.000Z'));
    expect(await hasAiAccess(user)).toBe(true);
    expect((await summary(user)).current.periodEndsAt).toBe('2029-01-31T09:00:00.000Z');
  });

  it("changes only the caller's plan, refuses a body, and tells the person's other tabs", async () => {
    const user = await subscriber('monthly');
    const other = await subscriber('monthly');
    expect((await call(user, '/cancel', { plan: 'monthly' })).status).toBe(400);
    const stream = await openEventStream(t, other.cookie);
    try {
      await call(other, '/cancel');
      const event = await stream.waitFor((e) => e.event === 'change' && (e.data as { area: string }).area === 'subscription');
      expect(event.data).toMatchObject({ area: 'subscription', kind: 'updated' });
    } finally {
      await stream.close();
    }
    expect((await summary(user)).current.renews).toBe(true);
  });

  it('two tabs cancelling at once: one cancels, the other is told it already is', async () => {
    const user = await subscriber('monthly');
    const answers = await Promise.all([call(user, '/cancel'), call(user, '/cancel')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});
