import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '@cadence/shared';
import { userSubscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { openEventStream } from '../../testing/event-stream-reader';
import { signedInUser, signedInUserAt } from '../../testing/factories';
import { createTestClock } from '../../testing/test-clock';

// docs/product/subscription.md: the demo plans, activated only by the server.

const clock = createTestClock(new Date('2026-01-31T09:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('POST /api/subscriptions (docs/product/subscription.md "Activation")', () => {
  it('activates the monthly plan for one calendar month, paid with the demo, and grants access', async () => {
    const user = await signedInUser(t);
    expect(await (await t.request('/api/subscriptions', { cookie: user.cookie })).json()).toEqual({ hasAccess: false, source: null, current: null });

    const response = await t.request('/api/subscriptions', { json: { plan: 'monthly' }, cookie: user.cookie });
    expect(response.status).toBe(201);
    const summary = await response.json();
    expect(summary).toMatchObject({ hasAccess: true, source: 'subscription', current: { type: 'basic', plan: 'monthly', status: 'active', startsAt: '2026-01-31T09:00:00.000Z', expiresAt: '2026-02-28T09:00:00.000Z' } });
    const [row] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, user.id));
    expect(row).toMatchObject({ paymentMethod: 'demo', paymentProvider: 'demo', subscriptionType: 'basic' });
    expect((await t.request('/api/ai/status', { cookie: user.cookie }).then((r) => r.json())).access).toEqual({ allowed: true, source: 'subscription' });
  });

  it('the yearly plan is premium for one year', async () => {
    const user = await signedInUser(t);
    const summary = await (await t.request('/api/subscriptions', { json: { plan: 'yearly' }, cookie: user.cookie })).json();
    expect(summary.current).toMatchObject({ type: 'premium', plan: 'yearly', expiresAt: '2027-01-31T09:00:00.000Z' });
  });

  it('someone with access already gets 409 and no second plan, even from two tabs at once', async () => {
    const user = await signedInUser(t);
    const answers = await Promise.all([1, 2, 3].map(() => t.request('/api/subscriptions', { json: { plan: 'monthly' }, cookie: user.cookie })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).error.message).toBe(SUBSCRIPTION_MESSAGES.alreadyPremium);
    expect(await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, user.id))).toHaveLength(1);

    const flagged = await signedInUser(t);
    await t.db.update(users).set({ hasAiAccess: true }).where(eq(users.id, flagged.id));
    expect(await (await t.request('/api/subscriptions', { cookie: flagged.cookie })).json()).toEqual({ hasAccess: true, source: 'flag', current: null });
    expect((await t.request('/api/subscriptions', { json: { plan: 'yearly' }, cookie: flagged.cookie })).status).toBe(409);
  });

  it('a plan renews at the end of its period until it is cancelled (docs/product/subscription.md "Renewal and cancelling")', async () => {
    const local = createTestClock(new Date('2026-03-10T12:00:00.000Z'));
    const other = await createTestApp({ clock: local, database: t.database });
    try {
      const user = await signedInUserAt(other, local, { validDays: 100 });
      await other.request('/api/subscriptions', { json: { plan: 'monthly' }, cookie: user.cookie });
      local.advanceSeconds(31 * 86_400);
      const renewed = await (await other.request('/api/subscriptions', { cookie: user.cookie })).json();
      expect(renewed).toMatchObject({ hasAccess: true, current: { renews: true, expiresAt: '2026-04-10T12:00:00.000Z', periodEndsAt: '2026-05-10T12:00:00.000Z' } });
      expect((await other.request('/api/ai/status', { cookie: user.cookie }).then((r) => r.json())).access.allowed).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('announces the activation on the owner\'s live stream', async () => {
    const user = await signedInUser(t);
    const stream = await openEventStream(t, user.cookie);
    try {
      await t.request('/api/subscriptions', { json: { plan: 'yearly' }, cookie: user.cookie });
      const event = await stream.waitFor((e) => e.event === 'change' && (e.data as { area: string }).area === 'subscription');
      expect(event.data).toMatchObject({ area: 'subscription', kind: 'created' });
    } finally {
      await stream.close();
    }
  });

  it('refuses a plan it does not know, extra fields, and anonymous callers', async () => {
    const user = await signedInUser(t);
    const bad = await t.request('/api/subscriptions', { json: { plan: 'lifetime' }, cookie: user.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.plan).toBe(SUBSCRIPTION_MESSAGES.invalidPlan);
    const sneaky = await t.request('/api/subscriptions', { json: { plan: 'monthly', expiresAt: '2099-01-01T00:00:00.000Z' }, cookie: user.cookie });
    expect(sneaky.status).toBe(400);
    expect((await t.request('/api/subscriptions', { json: { plan: 'monthly' } })).status).toBe(401);
  });
});

describe('no browser request sets entitlements any other way (docs/architecture.md "Server-owned state")', () => {
  it('the profile, better-auth and the settings refuse has_ai_access and ai_usage_count', async () => {
    const user = await signedInUser(t);
    expect((await t.request('/api/profile', { method: 'PATCH', json: { fullName: 'Ada', hasAiAccess: true }, cookie: user.cookie })).status).toBe(400);
    expect((await t.request('/api/ai/settings', { method: 'PATCH', json: { shareJournalWithAi: true, hasAiAccess: true }, cookie: user.cookie })).status).toBe(400);
    for (const path of ['/api/auth/update-user', '/api/auth/admin/set-role']) {
      const response = await t.request(path, { json: { hasAiAccess: true, aiUsageCount: 0 }, cookie: user.cookie });
      expect(response.status, path).toBe(404);
    }
    const [row] = await t.db.select({ hasAiAccess: users.hasAiAccess, aiUsageCount: users.aiUsageCount }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ hasAiAccess: false, aiUsageCount: 0 });
    expect((await (await t.request('/api/subscriptions', { cookie: user.cookie })).json()).hasAccess).toBe(false);
  });
});
