import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { MailTransport } from './mail-message';
import { claimDueMail, extendMailLease, markMailRetry, markMailSent } from './outbox.repository';

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  pollIntervalMs?: number;
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

export interface OutboxWorker {
  start(): void;
  stop(): Promise<void>;
  /** Asks for a run soon (after an enqueue). */
  nudge(): void;
  /** Delivers everything due now; returns how many messages were attempted. */
  runOnce(): Promise<number>;
}

/** Delay before attempt n+1 after n failed attempts: base * 2^(n-1), capped. */
export function backoffDelayMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, clock, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffBaseMs = options.backoffBaseMs ?? 30_000;
  const backoffMaxMs = options.backoffMaxMs ?? 60 * 60_000;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let rerun = false;
  let stopped = true;

  /**
   * Sends one message while renewing its lease every third of the lease: a slow SMTP server can take
   * longer than the lease to accept, and another worker must not send the same message meanwhile
   * (issue 6 §8). If this process dies, renewals stop and the lease runs out as before.
   */
  async function sendLeased(row: { id: string; to: string; subject: string; text: string; html: string }): Promise<void> {
    const renew = setInterval(() => {
      extendMailLease(db, row.id, new Date(clock.now().getTime() + leaseMs)).catch((error: unknown) =>
        logger.warn({ mailId: row.id, err: error }, 'mail lease renewal failed'),
      );
    }, Math.max(10, Math.floor(leaseMs / 3)));
    renew.unref();
    try {
      await transport.send({ id: row.id, to: row.to, subject: row.subject, text: row.text, html: row.html });
    } finally {
      clearInterval(renew);
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDueMail(db, clock.now(), leaseMs, batchSize);
    for (const row of claimed) {
      try {
        await sendLeased(row);
        await markMailSent(db, row.id, transport.name, clock.now());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= maxAttempts;
        const next = giveUp ? null : new Date(clock.now().getTime() + backoffDelayMs(row.attempts, backoffBaseMs, backoffMaxMs));
        await markMailRetry(db, row.id, message, next);
        logger.warn({ mailId: row.id, attempts: row.attempts, giveUp, err: message }, 'mail delivery failed');
      }
    }
    return claimed.length;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick(): void {
    if (running) {
      rerun = true;
      return;
    }
    running = (async () => {
      try {
        // Keep going while full batches come back, so a backlog drains without waiting for the poll.
        while ((await runOnce()) === batchSize && !stopped);
      } catch (error) {
        logger.error({ err: error }, 'mail worker run failed');
      } finally {
        running = undefined;
        if (rerun) {
          rerun = false;
          schedule(0);
        } else schedule(pollIntervalMs);
      }
    })();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    nudge() {
      if (!stopped) schedule(0);
    },
    runOnce,
  };
}
