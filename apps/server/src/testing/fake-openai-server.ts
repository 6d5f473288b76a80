import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The `created` stamp of every fake completion: a fixed instant, since nothing reads it. */
const FAKE_CREATED = 1_767_225_600;

// A local OpenAI-compatible server for the provider tests and the bench (issue 12 "Tests"): plain
// node:http on loopback, answering POST /v1/chat/completions as the behaviour at the head of its queue
// says (the default behaviour once the queue is empty).

export type FakeBehaviour =
  | { kind: 'reply'; text?: string; chunks?: string[]; chunkDelayMs?: number; finishReason?: 'stop' | 'length' }
  | { kind: 'hang' }
  /** Streams `chunks`, then stops sending without ending the response. */
  | { kind: 'stall-after'; chunks: string[] }
  | { kind: 'status'; status: number; retryAfter?: string; body?: string }
  | { kind: 'malformed'; body: string; contentType?: string };

export interface ReceivedRequest {
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    temperature?: number;
    max_tokens?: number;
    stream?: boolean;
    [key: string]: unknown;
  };
  authorization: string | undefined;
}

export interface FakeOpenAiServer {
  /** The base URL to configure, ending in /v1. */
  baseUrl: string;
  /** Every completion request received, in order. */
  requests: ReceivedRequest[];
  /** Requests whose client went away before the answer ended (an abandoned call). */
  readonly abandoned: number;
  /** Queues behaviours for the next requests, in order. */
  enqueue(...behaviours: FakeBehaviour[]): void;
  setDefault(behaviour: FakeBehaviour): void;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_REPLY = 'Hello from the fake model.';

function completion(model: string, text: string, finish: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: FAKE_CREATED,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: finish }],
    usage: { prompt_tokens: 12, completion_tokens: Math.ceil(text.length / 4), total_tokens: 12 + Math.ceil(text.length / 4) },
  };
}

function chunkLine(model: string, delta: Record<string, string>, finish: string | null): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: FAKE_CREATED, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAiServer(initial: FakeBehaviour = { kind: 'reply' }): Promise<FakeOpenAiServer> {
  let fallback = initial;
  const queue: FakeBehaviour[] = [];
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  let abandoned = 0;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    let raw = '';
    for await (const part of request) raw += String(part);
    const body = JSON.parse(raw) as ReceivedRequest['body'];
    requests.push({ body, authorization: request.headers.authorization });
    const behaviour = queue.shift() ?? fallback;
    response.on('close', () => {
      if (!response.writableFinished) abandoned += 1;
    });
    const model = body.model ?? 'fake-model';

    switch (behaviour.kind) {
      case 'hang':
        return;
      case 'status':
        response.writeHead(behaviour.status, { 'content-type': 'application/json', ...(behaviour.retryAfter ? { 'retry-after': behaviour.retryAfter } : {}) });
        response.end(behaviour.body ?? JSON.stringify({ error: { message: `fake status ${behaviour.status}`, type: 'server_error' } }));
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': behaviour.contentType ?? 'application/json' });
        response.end(behaviour.body);
        return;
      case 'stall-after':
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const text of behaviour.chunks) response.write(chunkLine(model, { content: text }, null));
        return;
      case 'reply': {
        const text = behaviour.text ?? FAKE_REPLY;
        const finish = behaviour.finishReason ?? 'stop';
        if (!body.stream) {
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(model, text, finish)));
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.write(chunkLine(model, { role: 'assistant', content: '' }, null));
        for (const piece of behaviour.chunks ?? text.match(/\S+\s*/g) ?? [text]) {
          if (behaviour.chunkDelayMs) await wait(behaviour.chunkDelayMs);
          if (response.destroyed) return;
          response.write(chunkLine(model, { content: piece }, null));
        }
        response.write(chunkLine(model, {}, finish));
        response.end('data: [DONE]\n\n');
      }
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get abandoned() {
      return abandoned;
    },
    enqueue: (...behaviours) => queue.push(...behaviours),
    setDefault(behaviour) {
      fallback = behaviour;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      abandoned = 0;
      fallback = initial;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
