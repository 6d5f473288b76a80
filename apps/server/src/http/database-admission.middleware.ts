import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import { type AdmissionQueue, createAdmissionQueue } from './admission-queue';
import type { AppEnv } from './app-env';
import { databaseBusy } from './error-handler';

/**
 * Fair turns at the database for signed-in requests (decision 009, docs/architecture.md "Several
 * instances"). issue 25 "A busy pool is not an outage": one person firing 800 creates at once used to
 * fill the pool's queue, and every request behind it — anyone's — waited, then was told the database
 * was away. Here a request takes a turn before its handler runs and gives it back when the handler
 * has answered; turns go round the users who wait (admission-queue.ts), a short wait answers normally,
 * and one that would wait past its bound answers 503 BUSY with Retry-After.
 */
export interface AdmissionLimits {
  /** Requests doing database work at once on this instance. */
  capacity: number;
  /** Requests one user may have waiting; the next is refused at once (503 BUSY). */
  maxQueuedPerUser: number;
  /** How long a request may wait for its turn before it is refused (503 BUSY). */
  maxWaitMs: number;
}

/**
 * Two of the pool's connections stay outside the turns: the session check before them, the public
 * routes (sign-in), the mail worker and maintenance share the pool too, and a transaction that needed
 * a second connection while every one was taken would wait out the pool's time limit.
 */
const POOL_CONNECTIONS_LEFT_OUT = 2;
/**
 * The embedded engine runs one statement at a time on the event loop: two turns keep it fed (one
 * request's statement runs while the next one's handler gets ready) and make the others' requests
 * wait behind two of a flood's instead of all of them.
 */
const EMBEDDED_CAPACITY = 2;
/**
 * Long enough for a burst to drain: 800 creates at once from one person, beside ten people's lists, were
 * all saved, none refused, on the 2-core test machine with its server core shared (npm run bench,
 * fairness part); a person sharing the instance with others waits for at most one of each one's
 * requests per round. Short enough that a request is answered within a few seconds of a person's
 * click, busy or not (the database's own outage answers within 2 s).
 */
export const ADMISSION_MAX_WAIT_MS = 5_000;
/** A queue this long takes well over a second to drain: it is a script, not a person; beyond it, refuse at once. */
export const ADMISSION_MAX_QUEUED_PER_USER = 1_000;

export function admissionLimitsFor(database: Pick<Database, 'kind' | 'poolSize'>, overrides: Partial<AdmissionLimits> = {}): AdmissionLimits {
  const capacity = database.kind === 'postgres' ? Math.max(1, (database.poolSize ?? 10) - POOL_CONNECTIONS_LEFT_OUT) : EMBEDDED_CAPACITY;
  return { capacity, maxQueuedPerUser: ADMISSION_MAX_QUEUED_PER_USER, maxWaitMs: ADMISSION_MAX_WAIT_MS, ...overrides };
}

interface Waiter {
  /** Called with the turn once it is this request's; false when its wait had run out, and the turn passes on. */
  grant(): boolean;
}

export interface DatabaseAdmission {
  /** The middleware: mount it behind the session check (it reads c.var.actor). */
  middleware: MiddlewareHandler<AppEnv>;
}

export function createDatabaseAdmission(limits: AdmissionLimits): DatabaseAdmission {
  const queue: AdmissionQueue<Waiter> = createAdmissionQueue<Waiter>(limits);

  const release = () => {
    for (let next = queue.release(); next; next = queue.release()) if (next.grant()) return;
  };

  /** Resolves once the request holds a turn; rejects with 503 BUSY when its user's queue is full or its wait runs out. */
  function waitForTurn(user: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const deadline = performance.now() + limits.maxWaitMs;
      const waiter: Waiter = {
        grant() {
          clearTimeout(timer);
          // The embedded engine works in one run of promise callbacks, in which no timer fires: a turn
          // can come after the bound without the timer having said so.
          if (performance.now() <= deadline) {
            resolve();
            return true;
          }
          reject(databaseBusy());
          return false;
        },
      };
      const outcome = queue.request(user, waiter);
      if (outcome === 'granted') return resolve();
      if (outcome === 'refused') return reject(databaseBusy());
      // A request whose client has left still waits out its turn or its bound: noticing the departure
      // would mean reading raw.signal, which builds a full WHATWG Request for every request (decision 008).
      const timer = setTimeout(() => {
        if (queue.withdraw(user, waiter)) reject(databaseBusy());
      }, limits.maxWaitMs);
    });
  }

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    await waitForTurn(c.get('actor').userId);
    try {
      await next();
    } finally {
      release();
    }
  });

  return { middleware };
}
