import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESET_REQUEST_INTERVAL_SECONDS, resetThrottleMessage, secondsUntilAllowed } from './throttle';

describe('reset request throttle (docs/product/accounts.md "Forgot password")', () => {
  it('allows a request once the interval has passed', () => {
    expect(secondsUntilAllowed(0, 60_000, 60)).toBe(0);
    expect(secondsUntilAllowed(0, 90_000, 60)).toBe(0);
  });

  it('rounds the remaining time up to whole seconds', () => {
    expect(secondsUntilAllowed(0, 0, 60)).toBe(60);
    expect(secondsUntilAllowed(0, 1, 60)).toBe(60);
    expect(secondsUntilAllowed(0, 59_001, 60)).toBe(1);
  });

  it('is never negative, never above the interval, and never increases as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (last, elapsedA, extra) => {
          const a = secondsUntilAllowed(last, last + elapsedA, RESET_REQUEST_INTERVAL_SECONDS);
          const b = secondsUntilAllowed(last, last + elapsedA + extra, RESET_REQUEST_INTERVAL_SECONDS);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(RESET_REQUEST_INTERVAL_SECONDS);
          expect(b).toBeLessThanOrEqual(a);
        },
      ),
    );
  });

  it('treats a clock that went backwards as a full wait', () => {
    expect(secondsUntilAllowed(10_000, 5_000, 60)).toBe(60);
  });

  it('uses the spec wording', () => {
    expect(resetThrottleMessage(42)).toBe(
      'For security purposes, you can only request this once per minute. Please try again in 42 seconds.',
    );
  });
});
