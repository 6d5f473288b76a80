import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarMonths, aiAccessSource, isSubscriptionActive, planExpiry } from './subscription-plans';

const at = (iso: string) => new Date(iso);

describe('plan expiry (docs/product/subscription.md "Plans")', () => {
  it('monthly ends one calendar month later, the 31st on the month\'s last day', () => {
    expect(planExpiry('basic', at('2026-01-15T10:00:00.000Z')).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(planExpiry('basic', at('2026-01-31T10:00:00.000Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(planExpiry('basic', at('2028-01-31T10:00:00.000Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(planExpiry('basic', at('2026-12-20T00:00:00.000Z')).toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });

  it('yearly ends one year later; 29 February becomes 28 February', () => {
    expect(planExpiry('premium', at('2026-03-01T08:30:00.000Z')).toISOString()).toBe('2027-03-01T08:30:00.000Z');
    expect(planExpiry('premium', at('2028-02-29T08:30:00.000Z')).toISOString()).toBe('2029-02-28T08:30:00.000Z');
  });

  it('property: a month later is 28 to 31 days later, and keeps the time of day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }), (start) => {
        const end = addCalendarMonths(start, 1);
        const days = (end.getTime() - start.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
        expect(end.getUTCHours()).toBe(start.getUTCHours());
        expect(end.getUTCDate()).toBeLessThanOrEqual(start.getUTCDate());
      }),
    );
  });
});

describe('AI access (docs/product/ai.md "Access")', () => {
  const now = at('2026-05-01T12:00:00.000Z');
  const window = (startsAt: string, expiresAt: string, status: 'active' | 'cancelled' = 'active') => ({ status, startsAt, expiresAt });

  it('the flag, or an active unexpired subscription; the flag wins', () => {
    expect(aiAccessSource(true, [], now)).toBe('flag');
    expect(aiAccessSource(false, [], now)).toBeNull();
    expect(aiAccessSource(false, [window('2026-04-01T00:00:00.000Z', '2026-05-01T12:00:00.001Z')], now)).toBe('subscription');
    expect(aiAccessSource(false, [window('2026-04-01T00:00:00.000Z', '2026-05-01T12:00:00.000Z')], now)).toBeNull();
    expect(aiAccessSource(false, [window('2026-04-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z', 'cancelled')], now)).toBeNull();
    expect(aiAccessSource(true, [window('2026-04-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z')], now)).toBe('flag');
  });

  it('property: a subscription is active exactly while now lies in [start, end)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), fc.integer({ min: 1, max: 1e10 }), (offset, length) => {
        const start = new Date(now.getTime() + offset);
        const end = new Date(start.getTime() + length);
        const active = isSubscriptionActive(window(start.toISOString(), end.toISOString()), now);
        expect(active).toBe(start.getTime() <= now.getTime() && now.getTime() < end.getTime());
      }),
    );
  });
});
