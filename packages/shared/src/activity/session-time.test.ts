import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORGOTTEN_SESSION_SECONDS } from './activity-constants';
import { elapsedSeconds, isForgottenSession, pausedClock, resumedClock, runningStretchSeconds, trimmedElapsedSeconds, type SessionClock } from './session-time';

const T0 = Date.parse('2026-03-10T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const running = (accumulatedSeconds: number, resumedAtMs: number): SessionClock => ({ accumulatedSeconds, resumedAt: iso(resumedAtMs) });

describe('elapsed time is computed, not counted (docs/architecture.md "Server-owned state")', () => {
  it('is accumulated + (now - resumed_at), in whole seconds rounded down', () => {
    expect(elapsedSeconds(running(0, T0), T0)).toBe(0);
    expect(elapsedSeconds(running(0, T0), T0 + 999)).toBe(0);
    expect(elapsedSeconds(running(0, T0), T0 + 1000)).toBe(1);
    expect(elapsedSeconds(running(60, T0), T0 + 12_500)).toBe(72);
  });

  it('stands still while paused', () => {
    const paused: SessionClock = { accumulatedSeconds: 42, resumedAt: null };
    expect(elapsedSeconds(paused, T0)).toBe(42);
    expect(elapsedSeconds(paused, T0 + 86_400_000)).toBe(42);
  });

  it('never drops below what was accumulated when the clock steps back', () => {
    expect(elapsedSeconds(running(30, T0), T0 - 5_000)).toBe(30);
  });

  it('never decreases as time goes on, and never exceeds accumulated + wall time (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: -1e9, max: 1e9 }), fc.nat(1e9), fc.nat(1e9), (accumulated, resumedOffset, a, b) => {
        const clock = running(accumulated, T0 + resumedOffset);
        const [early, late] = a <= b ? [T0 + a, T0 + b] : [T0 + b, T0 + a];
        expect(elapsedSeconds(clock, late)).toBeGreaterThanOrEqual(elapsedSeconds(clock, early));
        expect(elapsedSeconds(clock, late)).toBeLessThanOrEqual(accumulated + Math.max(0, late - (T0 + resumedOffset)) / 1000);
      }),
    );
  });
});

describe('pause and resume', () => {
  it('pausing keeps the elapsed time of that moment; resuming starts a new stretch', () => {
    const paused = pausedClock(running(10, T0), T0 + 5_400);
    expect(paused).toEqual({ accumulatedSeconds: 15, resumedAt: null });
    const resumed = resumedClock(paused, T0 + 60_000);
    expect(resumed).toEqual({ accumulatedSeconds: 15, resumedAt: iso(T0 + 60_000) });
    expect(elapsedSeconds(resumed, T0 + 63_000)).toBe(18);
  });

  it('pausing a paused clock and resuming a running one change nothing', () => {
    const paused: SessionClock = { accumulatedSeconds: 7, resumedAt: null };
    expect(pausedClock(paused, T0)).toBe(paused);
    const clock = running(3, T0);
    expect(resumedClock(clock, T0 + 1_000)).toBe(clock);
  });

  it('any run of pauses and resumes: elapsed never decreases, never exceeds the time it ran, and loses under a second per pause (property)', () => {
    const step = fc.record({ wait: fc.nat(10_000_000), toggle: fc.boolean() });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let clock: SessionClock = { accumulatedSeconds: 0, resumedAt: iso(T0) };
        let now = T0;
        let ranMs = 0;
        let pauses = 0;
        let last = 0;
        for (const { wait, toggle } of steps) {
          if (clock.resumedAt !== null) ranMs += wait;
          now += wait;
          if (toggle) {
            if (clock.resumedAt !== null) pauses += 1;
            clock = clock.resumedAt === null ? resumedClock(clock, now) : pausedClock(clock, now);
          }
          const elapsed = elapsedSeconds(clock, now);
          expect(elapsed).toBeGreaterThanOrEqual(last);
          expect(elapsed).toBeLessThanOrEqual(ranMs / 1000);
          expect(elapsed).toBeGreaterThan(ranMs / 1000 - pauses - 1);
          last = elapsed;
        }
      }),
    );
  });
});

describe('forgotten timer (docs/product/activity.md "Forgotten timer")', () => {
  it('asks once the timer has run more than 12 hours without a pause', () => {
    const clock = running(0, T0);
    expect(isForgottenSession(clock, T0 + FORGOTTEN_SESSION_SECONDS * 1000)).toBe(false);
    expect(isForgottenSession(clock, T0 + (FORGOTTEN_SESSION_SECONDS + 1) * 1000)).toBe(true);
    expect(isForgottenSession({ accumulatedSeconds: 50 * 3600, resumedAt: null }, T0)).toBe(false);
    expect(runningStretchSeconds(running(100, T0), T0 + 3_000)).toBe(3);
  });

  it('trims to an end time within the current stretch only', () => {
    const clock = running(600, T0);
    const now = T0 + 20 * 3_600_000;
    expect(trimmedElapsedSeconds(clock, T0 + 3_600_000, now)).toBe(600 + 3600);
    expect(trimmedElapsedSeconds(clock, T0, now)).toBe(600);
    expect(trimmedElapsedSeconds(clock, T0 - 1, now)).toBeNull();
    expect(trimmedElapsedSeconds(clock, now + 1, now)).toBeNull();
    expect(trimmedElapsedSeconds({ accumulatedSeconds: 5, resumedAt: null }, T0, now)).toBeNull();
  });

  it('a trimmed time is never more than the untrimmed one (property)', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(1e9), fc.nat(1e9), (accumulated, a, b) => {
        const clock = running(accumulated, T0);
        const [end, now] = a <= b ? [T0 + a, T0 + b] : [T0 + b, T0 + a];
        expect(trimmedElapsedSeconds(clock, end, now)).toBeLessThanOrEqual(elapsedSeconds(clock, now));
      }),
    );
  });
});
