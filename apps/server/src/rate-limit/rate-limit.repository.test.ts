import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { claimAttempt, deleteEndedWindows, hitWindow } from './rate-limit.repository';
import { type DelayRule, delayAfterAttempt } from './rate-limit-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const minute = (n: number, second = 0) => new Date(Date.UTC(2026, 10, 22, 10, n, second));

describe('fixed windows', () => {
  it('count within the window and start over after it', async () => {
    expect((await hitWindow(t.db, 'w:1', minute(1, 5), 60)).count).toBe(1);
    expect(await hitWindow(t.db, 'w:1', minute(2, 4), 60)).toEqual({ count: 2, resetAt: minute(2, 5) });
    expect((await hitWindow(t.db, 'w:1', minute(2, 5), 60)).count).toBe(1);
  });

  it('ended windows are swept, running ones stay', async () => {
    await hitWindow(t.db, 'w:old', minute(0), 60);
    await hitWindow(t.db, 'w:running', minute(10), 60);
    await deleteEndedWindows(t.db, minute(5));
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('w:running');
    expect(keys).not.toContain('w:old');
  });
});

describe('growing delays (issue 6 §2 and "Also")', () => {
  const rule: DelayRule = { prefix: 'p', limit: 3, windowSeconds: 900, baseDelaySeconds: 2, maxDelaySeconds: 30 };

  it('the delay doubles past the limit and stops at the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => delayAfterAttempt(rule, n))).toEqual([0, 0, 2, 4, 8, 16, 30, 30]);
  });

  it('whatever the times attempts come at, none is allowed while a delay runs (property)', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 12 }), async (gaps) => {
        const key = `prop:${round++}`;
        let now = minute(20).getTime();
        let blockedUntil = 0;
        let allowedCount = 0;
        for (const gap of gaps) {
          now += gap * 1000;
          const claim = await claimAttempt(t.db, key, new Date(now), rule);
          expect(claim.allowed).toBe(now >= blockedUntil);
          if (claim.allowed) {
            allowedCount += 1;
            blockedUntil = now + delayAfterAttempt(rule, allowedCount) * 1000;
          } else {
            expect(claim.retryAt.getTime()).toBe(blockedUntil);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
