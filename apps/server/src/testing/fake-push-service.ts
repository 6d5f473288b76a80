import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { generate } from 'selfsigned';
import type { PushSubscriptionInput } from '@cadence/shared';
import type { PushSenderOptions } from '../areas/reminders/web-push-sender';

// A push service on loopback for the reminder tests (issue 21 §3 "Tests"): HTTPS with a test
// certificate made for the run, one endpoint per subscription it hands out. Like a browser, it
// holds each subscription's private key and auth secret, so it decrypts every message it receives
// (RFC 8291, aes128gcm, with http_ece) and records both the raw request and the payload. It answers 201,
// or the status a test sets for an endpoint (404, 410: the subscription is gone).


export interface ReceivedPush {
  /** The endpoint the message was sent to. */
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  /** The request body as it crossed the wire (encrypted). */
  raw: Buffer;
  /** The payload, decrypted with the subscription's keys and parsed. */
  payload: Record<string, unknown>;
  /** The status the fake answered. */
  status: number;
}

export interface FakePushService {
  origin: string;
  /** What createTestApp({ push }) takes: this origin allowed, and an agent that trusts its certificate. */
  pushOptions: PushSenderOptions;
  /** A new browser subscription, as PushSubscription.toJSON() gives it. */
  subscribe(): PushSubscriptionInput;
  /** From now on the endpoint answers `status` (201 by default). */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** The messages sent to one endpoint, oldest first. */
  receivedAt(endpoint: string): ReceivedPush[];
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  // A certificate made for this run (no key kept in the repository): for 127.0.0.1, trusted by the agent below only.
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], { keySize: 2048, extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }] });
  const cert = pems.cert;
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  let origin = '';

  const server = createServer({ key: pems.private, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const subscriber = keys.get(endpoint);
      const status = subscriber ? (answers.get(endpoint) ?? 201) : 404;
      const raw = Buffer.concat(chunks);
      if (subscriber && request.method === 'POST') {
        const plain = ece.decrypt(raw, { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.auth });
        received.push({ endpoint, headers: { ...request.headers }, raw, payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>, status });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    origin,
    pushOptions: { allowEndpoint: (url) => url.origin === origin, agent },
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      keys.set(endpoint, { ecdh, auth });
      return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    received,
    receivedAt: (endpoint) => received.filter((push) => push.endpoint === endpoint),
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
