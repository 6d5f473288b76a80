import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { FAKE_REPLY, type FakeOpenAiServer, startFakeOpenAiServer } from '../../testing/fake-openai-server';
import type { SignedInUser } from '../../testing/factories';
import { premiumUser, sseData, streamedText, usageCountOf } from '../../testing/assistant-kit';

// docs/product/ai.md "Engine" and "Errors": the OpenAI-compatible provider against a local fake
// upstream, through the real app.

const TIMEOUT_MS = 600;
let fake: FakeOpenAiServer;
let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp({ config: { ai: { baseUrl: fake.baseUrl, apiKey: 'sk-fake-secret', model: 'fake-model', timeoutMs: TIMEOUT_MS, dailyQuota: 500 } } });
  user = await premiumUser(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const complete = (json: Record<string, unknown> = {}) =>
  t.request('/api/grok/chat/completions', { json: { model: 'anything', messages: [{ role: 'user', content: 'Hello' }], ...json }, cookie: user.cookie });

describe('the OpenAI-compatible provider', () => {
  it('answers a completion with the model named by the configuration, the key sent upstream only', async () => {
    const response = await complete({ temperature: 0.2, max_tokens: 5000 });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ object: 'chat.completion', model: 'fake-model', choices: [{ message: { role: 'assistant', content: FAKE_REPLY }, finish_reason: 'stop' }] });
    expect(JSON.stringify(body)).not.toContain('sk-fake-secret');
    const [sent] = fake.requests;
    expect(sent!.authorization).toBe('Bearer sk-fake-secret');
    // docs/product/ai.md "Engine": max_tokens capped at 500 whatever the client asks; the system prompt first.
    expect(sent!.body).toMatchObject({ model: 'fake-model', temperature: 0.2, max_tokens: 500 });
    expect(sent!.body.messages![0]).toMatchObject({ role: 'system' });
    expect(sent!.body.messages![0]!.content).toContain('under 150 words');
  });

  it('streams OpenAI chunks and ends with [DONE]', async () => {
    fake.enqueue({ kind: 'reply', chunks: ['Hel', 'lo ', 'there'] });
    const response = await complete({ stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const payloads = await sseData(response as unknown as Response);
    expect(payloads.at(-1)).toBe('[DONE]');
    expect(streamedText(payloads)).toBe('Hello there');
    expect(payloads.at(-2)).toMatchObject({ object: 'chat.completion.chunk', model: 'fake-model', choices: [{ finish_reason: 'stop' }] });
  });

  it('a hanging upstream answers 504 at the time-out, and other routes are not held up meanwhile', async () => {
    fake.enqueue({ kind: 'hang' });
    const started = performance.now();
    const hanging = complete();
    const health = await t.request('/api/health');
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
    const response = await hanging;
    expect(response.status).toBe(504);
    expect((await response.json()).error).toEqual({ code: 'UPSTREAM_TIMEOUT', message: AI_MESSAGES.upstreamTimeout });
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('a stream that stops part way ends with an error line instead of [DONE]', async () => {
    fake.enqueue({ kind: 'stall-after', chunks: ['Half an '] });
    const response = await complete({ stream: true });
    expect(response.status).toBe(200);
    const payloads = await sseData(response as unknown as Response);
    expect(streamedText(payloads)).toBe('Half an ');
    expect(payloads.at(-1)).toMatchObject({ error: { code: 'UPSTREAM_TIMEOUT' } });
  });

  it('retries once after a 5xx: a second failure is 502, a second chance that works is 200', async () => {
    fake.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 503 });
    const failed = await complete();
    expect(failed.status).toBe(502);
    expect((await failed.json()).error.code).toBe('UPSTREAM_FAILED');
    expect(fake.requests).toHaveLength(2);

    fake.reset();
    fake.enqueue({ kind: 'status', status: 502 });
    expect((await complete()).status).toBe(200);
    expect(fake.requests).toHaveLength(2);

    fake.reset();
    fake.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    expect((await complete({ stream: true })).status).toBe(502);
    expect(fake.requests).toHaveLength(2);
  });

  it('a provider over its limits (429) is 503 with its Retry-After, never retried', async () => {
    fake.enqueue({ kind: 'status', status: 429, retryAfter: '17' });
    const response = await complete();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('17');
    expect(fake.requests).toHaveLength(1);

    fake.enqueue({ kind: 'status', status: 429 });
    const withoutHeader = await complete({ stream: true });
    expect(withoutHeader.status).toBe(503);
    expect(Number(withoutHeader.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a refused key is a configuration error the UI can recognise', async () => {
    fake.enqueue({ kind: 'status', status: 401, body: '{"error":{"message":"Incorrect API key"}}' });
    const response = await complete();
    expect(response.status).toBe(502);
    const { error } = await response.json();
    expect(error.code).toBe('AI_CONFIGURATION');
    expect(error.message).toMatch(/configuration/);
    expect(error.message).not.toContain('Incorrect API key');
  });

  it('a malformed answer is 502, and the call is given back to the quota', async () => {
    const before = await usageCountOf(t, user.id);
    const usedBefore = (await (await t.request('/api/ai/status', { cookie: user.cookie })).json()).quota.used;
    for (const body of ['not json at all', '{"choices": "nope"}', '{}']) {
      fake.enqueue({ kind: 'malformed', body });
      const response = await complete();
      expect(response.status, body).toBe(502);
      expect((await response.json()).error).toEqual({ code: 'UPSTREAM_FAILED', message: AI_MESSAGES.upstreamMalformed });
    }
    expect(await usageCountOf(t, user.id)).toBe(before);
    expect((await (await t.request('/api/ai/status', { cookie: user.cookie })).json()).quota.used).toBe(usedBefore);
  });

  it('a client that goes away mid-stream cuts the call upstream', async () => {
    fake.enqueue({ kind: 'reply', chunks: Array.from({ length: 50 }, (_, i) => `word${i} `), chunkDelayMs: 40 });
    const controller = new AbortController();
    const response = await t.cadence.app.request(`${t.config.publicUrl}/api/grok/chat/completions`, {
      method: 'POST',
      headers: { origin: t.config.publicOrigin, cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Hello' }], stream: true }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    controller.abort();
    await reader.cancel().catch(() => undefined);
    await expect.poll(() => fake.abandoned, { timeout: 3000 }).toBe(1);
  });
});
