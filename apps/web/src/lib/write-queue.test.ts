import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isPassingFailure, newWriteKey, retryDelayFor } from './write-queue';

// docs/product/offline.md "Changes made offline": what makes a queued change wait and try again, and its key.

const failure = (status: number, code = 'X', retryAfterSeconds?: number) => new ApiError({ status, code, message: 'm', retryAfterSeconds });

describe('a queued change tries again only while the failure may pass', () => {
  it('no network, busy, away or still running: again; a refusal in words: never', () => {
    expect(isPassingFailure(failure(0, 'NETWORK'))).toBe(true);
    expect(isPassingFailure(failure(0, 'OFFLINE'))).toBe(true);
    expect(isPassingFailure(failure(503, 'BUSY'))).toBe(true);
    expect(isPassingFailure(failure(429, 'RATE_LIMITED'))).toBe(true);
    expect(isPassingFailure(failure(409, 'IN_PROGRESS'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 422]) expect(isPassingFailure(failure(status, 'CONFLICT'))).toBe(false);
    expect(isPassingFailure(new Error('a bug'))).toBe(false);
  });

  it("waits the server's Retry-After, else 1 s doubling, never more than 30 s", () => {
    expect(retryDelayFor(0, failure(503, 'BUSY', 5))).toBe(5000);
    expect(retryDelayFor(3, failure(409, 'IN_PROGRESS', 0))).toBe(1000);
    fc.assert(
      fc.property(fc.nat(60), (count) => {
        const delay = retryDelayFor(count, failure(0, 'NETWORK'));
        expect(delay).toBeGreaterThanOrEqual(1000);
        expect(delay).toBeLessThanOrEqual(30_000);
        expect(delay).toBe(Math.min(1000 * 2 ** count, 30_000));
      }),
    );
  });
});

describe('newWriteKey', () => {
  it('is a version-4 UUID (the server takes it as a new row id) and never repeats', () => {
    const keys = Array.from({ length: 2000 }, newWriteKey);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
