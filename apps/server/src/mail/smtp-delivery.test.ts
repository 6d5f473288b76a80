import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { createOutboxWorker } from './outbox-worker';
import { createSmtpTransport } from './smtp-transport';
import { buildUser, signUp } from '../testing/factories';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let sink: SMTPServer;
let received: Received[];
let t: TestApp;

beforeAll(async () => {
  received = [];
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('delivers the confirmation e-mail through nodemailer to a real SMTP server, once', async () => {
    const user = buildUser();
    expect((await signUp(t, user)).status).toBe(200);
    await t.cadence.worker.runOnce();
    await t.cadence.worker.runOnce();
    const toUser = received.filter((m) => m.to.includes(user.email));
    expect(toUser).toHaveLength(2); // confirmation + welcome
    const confirmation = toUser.find((m) => m.raw.includes('Subject: Confirm your e-mail address for Cadence'))!;
    expect(confirmation.from).toBe('no-reply@cadence.local');
    expect(confirmation.raw).toContain('text/html');
    const rows = await t.outbox.messages();
    expect(rows.filter((r) => r.to === user.email).every((r) => r.status === 'sent' && r.transport === 'smtp')).toBe(true);
  });

  it('has no dev mailbox when SMTP is configured', async () => {
    expect((await t.request('/api/dev/mailbox')).status).toBe(404);
    expect((await t.request('/dev/mailbox')).status).toBe(404);
  });
});

describe('a slow SMTP server (issue 6 §8)', () => {
  it('is not sent the same message twice when it takes longer than the lease to accept', async () => {
    const accepted: string[] = [];
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        // Holds the final "250 OK" for three leases.
        stream.on('end', () => setTimeout(() => {
          accepted.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        }, 1_200));
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.server.address() as AddressInfo;
    const leaseMs = 400;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Cadence <no-reply@cadence.local>', leaseMs);
    // A real SMTP exchange with real socket time-outs: the machine's clock, on purpose.
    // eslint-disable-next-line no-restricted-syntax
    const clock = { now: () => new Date() };
    const workers = [1, 2].map(() => createOutboxWorker({ db: t.db, transport, clock, logger: silentLogger, leaseMs }));
    try {
      const id = await t.cadence.outbox.enqueue({ to: 'slow@example.com', subject: 'Slow', text: 'Hi', html: '<p>Hi</p>' });
      const first = workers[0]!.runOnce();
      // The second worker polls while the first is still waiting for the server's answer.
      const claimedBySecond: number[] = [];
      for (let i = 0; i < 5; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        claimedBySecond.push(await workers[1]!.runOnce());
      }
      await first;
      expect(claimedBySecond.every((n) => n === 0)).toBe(true);
      expect(accepted.filter((raw) => raw.includes('Subject: Slow'))).toHaveLength(1);
      const row = (await t.outbox.messages()).find((m) => m.id === id)!;
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      transport.close();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
