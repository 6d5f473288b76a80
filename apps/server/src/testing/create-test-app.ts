import { desc } from 'drizzle-orm';
import { type CadenceApp, type CreateAppOptions, createApp } from '../app';
import type { Clock } from '../clock';
import { type Config, mailModeFor } from '../config';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';
import type { MailTransport } from '../mail/mail-message';
import { openTestDatabase } from './test-database';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export function buildTestConfig(overrides: Partial<Config> = {}): Config {
  const publicUrl = overrides.publicUrl ?? TEST_PUBLIC_URL;
  return {
    port: 3000,
    host: '127.0.0.1',
    dataDir: '/nonexistent/cadence-test',
    databaseUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Cadence <no-reply@cadence.local>',
    supportEmail: 'support@cadence.local',
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    nodeEnv: 'test',
    logLevel: 'silent',
    trustProxy: false,
    webDistDir: '/nonexistent/web-dist',
    ai: { timeoutMs: 30_000, dailyQuota: 200 },
    databaseWaitSeconds: 5,
    shutdownGraceSeconds: 10,
    push: { vapidSubject: 'mailto:support@cadence.local' },
    ...overrides,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    mailMode: overrides.mailMode ?? mailModeFor(overrides.smtpUrl, publicUrl),
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  clock?: Clock;
  mailTransport?: MailTransport;
  mailWorker?: CreateAppOptions['mailWorker'];
  /** Reuse a database (a second instance on the same data). */
  database?: Database;
  /** Where the app logs (default: nowhere); a test may read the lines (issue 6 §7). */
  logger?: Logger;
  /** Smaller turns and waits for the database admission (decision 009). */
  admission?: CreateAppOptions['admission'];
  /** The fake push service's allowance and agent (testing/fake-push-service.ts). */
  push?: CreateAppOptions['push'];
  /** A smaller rate limit per access token (docs/product/access.md "Rate limit"). */
  bearer?: CreateAppOptions['bearer'];
  /** The embedded database's disk guard (a fake: issue 25 §2). */
  diskSpace?: CreateAppOptions['diskSpace'];
}

export interface RequestInit2 {
  method?: string;
  json?: unknown;
  /** A raw body: text, or bytes (an uploaded file). */
  body?: string | Uint8Array;
  cookie?: string;
  headers?: Record<string, string>;
  /** false: send no Origin header. A string: send that Origin. Default: the app's own origin. */
  origin?: string | false;
  /**
   * The socket address the request seems to come from (app.request has no socket). Default: loopback,
   * as a person on this machine; null: no socket at all.
   */
  remoteAddress?: string | null;
}

/** A Response whose json() is typed loosely, for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh migrated database, driven through app.request() (no network). */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const ownsDatabase = !options.database;
  const config = buildTestConfig(options.config);
  const cadence: CadenceApp = createApp({
    config,
    database,
    clock: options.clock,
    logger: options.logger,
    mailTransport: options.mailTransport,
    mailWorker: options.mailWorker,
    admission: options.admission,
    push: options.push,
    bearer: options.bearer,
    diskSpace: options.diskSpace,
  });
  await cadence.ready;

  function request(path: string, init: RequestInit2 = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.origin !== false) headers.origin = init.origin ?? config.publicOrigin;
    if (init.cookie) headers.cookie = init.cookie;
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    // As a real client over HTTP/1.1 would: a body travels with its length (the body rules read it).
    if (body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(body));
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');
    const remoteAddress = init.remoteAddress === undefined ? '127.0.0.1' : init.remoteAddress;
    const env = remoteAddress === null ? undefined : { incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } } };
    return Promise.resolve(cadence.app.request(`${config.publicUrl}${path}`, { method, headers, body }, env));
  }

  const outbox = {
    /** Every queued e-mail, newest first, whatever its delivery state. */
    async messages() {
      return database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
    },
    /** The newest e-mail to `to` whose subject contains `subjectPart`. */
    async latest(to: string, subjectPart: string) {
      const all = await outbox.messages();
      const found = all.find((m) => m.to === to && m.subject.includes(subjectPart));
      if (!found) throw new Error(`no e-mail to ${to} about "${subjectPart}" (have: ${all.map((m) => `${m.to}: ${m.subject}`).join('; ')})`);
      return found;
    },
    /** The first /auth/callback link in the newest matching e-mail, parsed. */
    async link(to: string, subjectPart: string): Promise<URL> {
      const message = await outbox.latest(to, subjectPart);
      const match = /https?:\/\/\S+\/auth\/callback\?\S+/.exec(message.text);
      if (!match) throw new Error(`no callback link in "${message.subject}"`);
      return new URL(match[0]);
    },
  };

  return {
    app: cadence.app,
    cadence,
    /** The app's clock: the test's, or the machine's when the test gave none. */
    clock: cadence.ctx.clock,
    config,
    database,
    db: database.db,
    request,
    outbox,
    /** Waits for the work requests started after answering (sign-up, reset and resend e-mails). */
    settled: () => cadence.background.settled(),
    async close() {
      await cadence.stop();
      if (ownsDatabase) await database.close();
    },
  };
}
