import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_MODEL_ID } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { FAKE_REPLY, type FakeOpenAiServer, startFakeOpenAiServer } from '../../testing/fake-openai-server';
import { signedInUser, type SignedInUser } from '../../testing/factories';
import { premiumUser } from '../../testing/assistant-kit';

// issue 12 "API": the official `openai` npm client works against our proxy with a session cookie.

interface Served {
  t: TestApp;
  server: Server;
  close(): Promise<void>;
}

/** The real app over HTTP on a loopback port (the client speaks HTTP, not app.request). */
async function serveApp(ai: Partial<TestApp['config']['ai']> = {}): Promise<Served> {
  let listener: RequestListener = (_request, response) => response.end();
  const server = createServer((request, response) => listener(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const t = await createTestApp({ config: { publicUrl: `http://localhost:${port}`, ai: { timeoutMs: 5000, dailyQuota: 100, ...ai } } });
  listener = getRequestListener(t.app.fetch);
  return {
    t,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}

function clientFor(served: Served, user: SignedInUser): OpenAI {
  return new OpenAI({
    apiKey: 'unused: the session cookie is the credential',
    baseURL: `${served.t.config.publicUrl}/api/grok`,
    defaultHeaders: { cookie: user.cookie, origin: served.t.config.publicOrigin },
    maxRetries: 0,
  });
}

describe('the official openai client against /api/grok', () => {
  let fake: FakeOpenAiServer;
  let served: Served;
  let user: SignedInUser;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    served = await serveApp({ baseUrl: fake.baseUrl, model: 'fake-model' });
    user = await premiumUser(served.t);
  });
  afterAll(async () => {
    await served.close();
    await fake.close();
  });

  it('creates a completion', async () => {
    const completion = await clientFor(served, user).chat.completions.create({ model: 'grok-1.5-mini', messages: [{ role: 'user', content: 'Hello' }], max_tokens: 50 });
    expect(completion.model).toBe('fake-model');
    expect(completion.choices[0]!.message.content).toBe(FAKE_REPLY);
    expect(fake.requests.at(-1)!.body.max_tokens).toBe(50);
  });

  it('streams a completion', async () => {
    const stream = await clientFor(served, user).chat.completions.create({ model: 'grok-1.5-mini', messages: [{ role: 'user', content: 'Hello' }], stream: true });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    expect(text).toBe(FAKE_REPLY);
  });

  it('reads our refusals as API errors with their status', async () => {
    const outsider = await signedInUser(served.t);
    const refused = await clientFor(served, outsider).chat.completions.create({ model: 'x', messages: [{ role: 'user', content: 'Hello' }] }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.APIError);
    expect((refused as InstanceType<typeof OpenAI.APIError>).status).toBe(403);
  });
});

describe('the openai client with the offline engine', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveApp();
  });
  afterAll(async () => served.close());

  it('answers from the offline assistant, plain and streamed', async () => {
    const user = await premiumUser(served.t);
    const client = clientFor(served, user);
    const completion = await client.chat.completions.create({ model: 'anything', messages: [{ role: 'user', content: 'What should I focus on today?' }] });
    expect(completion.model).toBe(OFFLINE_MODEL_ID);
    expect(completion.choices[0]!.message.content).toContain('task list is clear');
    const stream = await client.chat.completions.create({ model: 'anything', messages: [{ role: 'user', content: 'Hello' }], stream: true });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    expect(text).toMatch(/^Hello, Ada! For today \([A-Z][a-z]+day, [A-Z][a-z]+ \d+\) you have 0 open tasks/);
  });
});
