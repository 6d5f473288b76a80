import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { silentLogger } from '../logger';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { createTestClock } from '../testing/test-clock';
import type { MailMessage, MailTransport } from './mail-message';
import { backoffDelayMs, createOutboxWorker } from './outbox-worker';

let t: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const message = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });

function countingTransport(): MailTransport & { delivered: string[] } {
  const delivered: string[] = [];
  return {
    name: 'counting',
    delivered,
    async send(m) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      delivered.push(m.id);
    },
  };
}

describe('outbox worker', () => {
  it('retries with exponential backoff after a transport failure, then delivers once', async () => {
    const id = await t.cadence.outbox.enqueue(message('retry@example.com'));
    let failuresLeft = 2;
    const sent: string[] = [];
    const transport: MailTransport = {
      name: 'flaky',
      async send(m) {
        if (m.id !== id) return;
        if (failuresLeft-- > 0) throw new Error('SMTP down');
        sent.push(m.id);
      },
    };
    const worker = createOutboxWorker({ db: t.db, transport, clock, logger: silentLogger, backoffBaseMs: 10_000 });

    await worker.runOnce();
    let [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down' });
    expect(new Date(row!.nextAttemptAt).getTime() - clock.now().getTime()).toBe(10_000);

    await worker.runOnce(); // not due yet
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!.attempts).toBe(1);

    clock.advanceSeconds(10);
    await worker.runOnce();
    [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(new Date(row!.nextAttemptAt).getTime() - clock.now().getTime()).toBe(20_000);

    clock.advanceSeconds(20);
    await worker.runOnce();
    [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 3, transport: 'flaky' });
    expect(sent).toEqual([id]);
    await worker.runOnce();
    expect(sent).toEqual([id]);
  });

  it('gives up after the last attempt', async () => {
    const id = await t.cadence.outbox.enqueue(message('never@example.com'));
    const transport: MailTransport = {
      name: 'broken',
      async send() {
        throw new Error('rejected');
      },
    };
    const worker = createOutboxWorker({ db: t.db, transport, clock, logger: silentLogger, maxAttempts: 2, backoffBaseMs: 1000 });
    await worker.runOnce();
    clock.advanceSeconds(1);
    await worker.runOnce();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'rejected' });
  });

  it('delivers each message exactly once when two instances run workers on one database', async () => {
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.status, 'pending'));
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => t.cadence.outbox.enqueue(message(`bulk${i}@example.com`))));
    const second = await createTestApp({ database: t.database, clock });
    try {
      const a = countingTransport();
      const b = countingTransport();
      const workerA = createOutboxWorker({ db: t.db, transport: a, clock, logger: silentLogger, batchSize: 4 });
      const workerB = createOutboxWorker({ db: second.db, transport: b, clock, logger: silentLogger, batchSize: 4 });
      for (let round = 0; round < 10; round++) await Promise.all([workerA.runOnce(), workerB.runOnce()]);
      const delivered = [...a.delivered, ...b.delivered];
      expect(delivered.sort()).toEqual([...ids].sort());
    } finally {
      await second.close();
    }
  });

  it('computes the backoff as base * 2^(attempts-1), capped', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(n, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
  });
});
