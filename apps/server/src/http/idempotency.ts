import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';
import { headerOf } from './node-bindings';
import { claimWriteKey, recordWriteAnswer, releaseWriteKey } from './write-keys.repository';

// docs/product/offline.md "Changes made offline": a change the browser queued while offline is sent
// again until it has an answer, and a connection that drops after the server applied it (before the
// answer arrived) must not apply it twice. Such a change carries an `Idempotency-Key`; the first
// request with a key claims it and runs, and its answer is kept (a day) for every repeat.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Said on an answer given again from the kept copy, not by running the change a second time. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_PATTERN = /^[\w-]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'The Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.',
  reused: 'This Idempotency-Key was already used for a different change.',
  inProgress: 'This change is still being saved. Try again in a moment.',
} as const;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Answers that say nothing about the change, which may well succeed when sent again: not signed in,
 * too many requests, and every 5xx (busy, unavailable, a full disk). The key is let go for them.
 */
const isPassing = (status: number) => status === 401 || status === 429 || status >= 500;

function requestHash(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method} ${path}\n${body}`).digest('base64url');
}

/** The answer as text, whatever encoding jsonAnswer gave it (replays are answered uncompressed). */
export async function answerText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/**
 * Behind the session check: a change with an `Idempotency-Key` runs once per person and key. A repeat
 * of the same request gets the first answer again (`Idempotent-Replayed: true`); a repeat while the
 * first still runs gets 409 IN_PROGRESS with Retry-After; the key with another request is refused.
 */
export function idempotentWrites(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = headerOf(c, 'idempotency-key');
    if (key === undefined || !UNSAFE_METHODS.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key)) throw new AppError('VALIDATION', IDEMPOTENCY_MESSAGES.invalidKey);
    const userId = c.get('actor').userId;
    const hash = requestHash(c.req.method, c.req.path, await c.req.text());
    const claim = await claimWriteKey(db, { userId, key, requestHash: hash });
    if (claim.kind !== 'claimed') {
      if (claim.requestHash !== hash) throw new AppError('VALIDATION', IDEMPOTENCY_MESSAGES.reused);
      if (claim.kind === 'running') throw new AppError('IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress, { retryAfterSeconds: 1 });
      if (claim.response === '') return c.body(null, claim.status as 204, { [REPLAYED_HEADER]: 'true' });
      return c.body(claim.response, claim.status as 200, { [REPLAYED_HEADER]: 'true', 'Content-Type': 'application/json' });
    }
    try {
      await next();
    } catch (error) {
      await releaseWriteKey(db, { userId, key });
      throw error;
    }
    const status = c.res.status;
    try {
      if (isPassing(status)) await releaseWriteKey(db, { userId, key });
      else await recordWriteAnswer(db, { userId, key, status, response: await answerText(c.res) });
    } catch {
      // The change's own answer still goes out: this request needs no repeat. A key left running
      // answers its repeats 409 until it is purged; the change was made once either way.
    }
  });
}
