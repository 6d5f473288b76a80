import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@cadence/shared';
import { aiUsageDaily } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../testing/fake-openai-server';
import { signedInUser } from '../../testing/factories';
import { claimAllowance, utcDay } from './ai-allowance.service';
import type { AssistantContext } from './assistant-context';
import { createAiEngine } from '../../ai/ai-engine';
import { insertEntry, premiumUser, shareJournal, usageCountOf } from '../../testing/assistant-kit';

// docs/product/ai.md "Access" and "Daily quota".

let fake: FakeOpenAiServer;
// Time is an input (issue 17): the quota counts per UTC day of this instant, not of whenever the suite runs.
const clock = createTestClock(new Date('2026-06-10T12:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp({ clock, config: { ai: { baseUrl: fake.baseUrl, model: 'fake-model', timeoutMs: 5000, dailyQuota: 20 } } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

/** Every AI route with a body that would succeed for a user with access. */
function aiCalls(entryId: string): Array<[string, Record<string, unknown>]> {
  return [
    ['/api/grok/chat/completions', { messages: [{ role: 'user', content: 'Hi' }] }],
    ['/api/grok/chat/completions', { messages: [{ role: 'user', content: 'Hi' }], stream: true }],
    ['/api/grok/classifications', { text: 'Morning run', categories: ['work', 'exercise'] }],
    ['/api/ai/chat', { messages: [{ role: 'user', content: 'What should I focus on today?' }] }],
    ['/api/ai/insights', {}],
    ['/api/ai/journal-coach', { entryId }],
    ['/api/ai/journal-coach', { messages: [{ role: 'user', content: 'I feel stuck' }] }],
    ['/api/ai/goal-suggestions', {}],
    ['/api/ai/habit-recommendations', {}],
    ['/api/ai/activity-classification', { title: 'Morning run' }],
    ['/api/ai/sentiment', { entryIds: [entryId] }],
  ];
}

const answersFor: Record<string, string> = {
  '/api/grok/classifications': '{"category": "exercise", "confidence": 0.9}',
  '/api/ai/activity-classification': '{"category": "exercise", "confidence": 0.9}',
  '/api/ai/goal-suggestions': '1. Run a 10k - Train for a 10k race (fitness)',
  '/api/ai/sentiment': '[{"score": 7, "confidence": 0.8}]',
};

describe('AI access (docs/product/ai.md "Access")', () => {
  it('without Premium every AI route is 403 with the upgrade code, and the upstream sees no call', async () => {
    const user = await signedInUser(t);
    const entryId = await insertEntry(t, user.id, { content: 'A fine day', mood: 7 });
    for (const [path, json] of aiCalls(entryId)) {
      const response = await t.request(path, { json, cookie: user.cookie });
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toEqual({ error: { code: 'AI_ACCESS_REQUIRED', message: AI_MESSAGES.accessRequired } });
    }
    expect(fake.requests).toHaveLength(0);
    expect(await usageCountOf(t, user.id)).toBe(0);
    const status = await (await t.request('/api/ai/status', { cookie: user.cookie })).json();
    expect(status).toMatchObject({ engine: { kind: 'model', label: 'fake-model' }, access: { allowed: false, source: null }, quota: { limit: 20, used: 0 } });
  });

  it('after the subscription every AI route answers 200, and each success is counted', async () => {
    const user = await premiumUser(t);
    await shareJournal(t, user.id, true);
    const entryId = await insertEntry(t, user.id, { content: 'A fine day', mood: 7 });
    const calls = aiCalls(entryId);
    for (const [path, json] of calls) {
      fake.enqueue({ kind: 'reply', text: answersFor[path] ?? 'Sure - here is an idea.' });
      const response = await t.request(path, { json, cookie: user.cookie });
      expect(response.status, path).toBe(200);
      await response.text();
    }
    expect(fake.requests).toHaveLength(calls.length);
    await expect.poll(() => usageCountOf(t, user.id)).toBe(calls.length);
  });

  it('a failing entitlement lookup denies with 503; it never allows, and nothing is reserved', async () => {
    const user = await signedInUser(t);
    const failing: AssistantContext = {
      ...t.cadence.ctx,
      engine: createAiEngine(t.config.ai),
      dailyQuota: 20,
      entitlements: { accessOf: () => Promise.reject(new Error('database went away')) },
    };
    const denied = await claimAllowance(failing, { userId: user.id, timeZone: 'UTC' }).catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(AppError);
    expect(denied).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: AI_MESSAGES.accessCheckFailed });
    expect((denied as AppError).options.retryAfterSeconds).toBeGreaterThan(0);
    const rows = await t.db.select().from(aiUsageDaily).where(eq(aiUsageDaily.userId, user.id));
    expect(rows).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('daily quota (docs/product/ai.md "Daily quota")', () => {
  it('10 parallel requests at the limit − 1: exactly one passes, the others are 429 until midnight UTC', async () => {
    const user = await premiumUser(t);
    await t.db.insert(aiUsageDaily).values({ userId: user.id, day: utcDay(clock.now()), count: 19 });
    fake.setDefault({ kind: 'reply', text: '{"category": "exercise", "confidence": 0.9}' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.request('/api/grok/classifications', { json: { text: 'Gym session', categories: ['work', 'exercise'] }, cookie: user.cookie })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatchObject({ code: 'AI_QUOTA_EXCEEDED', message: "You have used today's 20 AI requests. They renew at midnight UTC." });
    const [row] = await t.db.select().from(aiUsageDaily).where(and(eq(aiUsageDaily.userId, user.id), eq(aiUsageDaily.day, utcDay(clock.now()))));
    expect(row!.count).toBe(20);
    expect(await usageCountOf(t, user.id)).toBe(1);
  });

  it('a call that fails upstream gives its reservation back', async () => {
    const user = await premiumUser(t);
    fake.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    expect((await t.request('/api/grok/chat/completions', { json: { messages: [{ role: 'user', content: 'Hi' }] }, cookie: user.cookie })).status).toBe(502);
    const status = await (await t.request('/api/ai/status', { cookie: user.cookie })).json();
    expect(status.quota).toMatchObject({ used: 0, remaining: 20 });
    expect(await usageCountOf(t, user.id)).toBe(0);
  });

  it("another user's entry is 404 and costs nothing", async () => {
    const owner = await signedInUser(t);
    const user = await premiumUser(t);
    const entryId = await insertEntry(t, owner.id, { content: 'Private thoughts' });
    for (const json of [{ entryId }, { entryId: randomUUID() }]) {
      expect((await t.request('/api/ai/journal-coach', { json, cookie: user.cookie })).status).toBe(404);
    }
    expect((await t.request('/api/ai/sentiment', { json: { entryIds: [entryId] }, cookie: user.cookie })).status).toBe(404);
    expect(fake.requests).toHaveLength(0);
    expect((await (await t.request('/api/ai/status', { cookie: user.cookie })).json()).quota.used).toBe(0);
  });
});
