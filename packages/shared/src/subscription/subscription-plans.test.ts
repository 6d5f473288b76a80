import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../calendar/calendar-days';
import { wallClockOf } from '../calendar/zoned-time';
import { aiAccessSource, currentPeriodEnd, isSubscriptionActive, planExpiry } from './subscription-plans';

const at = (iso: string) => new Date(iso);

describe('plan expiry (docs/product/subscription.md "Plans")', () => {
  it("monthly ends one calendar month later, the 31st on the month's last day", () => {
    expect(planExpiry('basic', at('2026-01-15T10:00:00.000Z'), 'UTC').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(planExpiry('basic', at('2026-01-31T10:00:00.000Z'), 'UTC').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(planExpiry('basic', at('2028-01-31T10:00:00.000Z'), 'UTC').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(planExpiry('basic', at('2026-12-20T00:00:00.000Z'), 'UTC').toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });

  it('yearly ends one year later; 29 February becomes 28 February', () => {
    expect(planExpiry('premium', at('2026-03-01T08:30:00.000Z'), 'UTC').toISOString()).toBe('2027-03-01T08:30:00.000Z');
    expect(planExpiry('premium', at('2028-02-29T08:30:00.000Z'), 'UTC').toISOString()).toBe('2029-02-28T08:30:00.000Z');
  });

  // Found by the calendar sweep (issue 17): computed in UTC, these ended a day late or a day early where the person is.
  it("counts in the person's calendar, not UTC's", () => {
    // 08:00 on 31 January at UTC+14 is still the 30th in UTC: it ends on 28 February there, not 1 March.
    expect(planExpiry('basic', at('2027-01-30T18:00:00.000Z'), 'Pacific/Kiritimati').toISOString()).toBe('2027-02-27T18:00:00.000Z');
    // 20:00 on 30 January in Honolulu is already the 31st in UTC: it ends on 28 February there, not the 27th.
    expect(planExpiry('basic', at('2027-01-31T06:00:00.000Z'), 'Pacific/Honolulu').toISOString()).toBe('2027-03-01T06:00:00.000Z');
  });

  it('keeps the wall-clock time across a clock change, and moves a skipped time forward', () => {
    // 09:00 in Berlin on 15 March (UTC+1) ends at 09:00 on 15 April (UTC+2).
    expect(planExpiry('basic', at('2027-03-15T08:00:00.000Z'), 'Europe/Berlin').toISOString()).toBe('2027-04-15T07:00:00.000Z');
    // 02:30 on 28 February in Berlin: 28 March has no 02:30 (clocks jump from 02:00 to 03:00), so 03:30.
    expect(planExpiry('basic', at('2027-02-28T01:30:00.000Z'), 'Europe/Berlin').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it("property: the end is on the start's local day a month on (or that month's last day), at the same wall-clock time or up to an hour after", () => {
    const zones = ['UTC', 'Pacific/Kiritimati', 'Pacific/Honolulu', 'Asia/Kathmandu', 'Europe/Berlin', 'America/New_York'];
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }), fc.constantFrom(...zones), fc.constantFrom('basic', 'premium') as fc.Arbitrary<'basic' | 'premium'>, (start, zone, type) => {
        const end = planExpiry(type, start, zone);
        const from = wallClockOf(start, zone);
        const to = wallClockOf(end, zone);
        expect(to.date).toBe(addMonths(from.date, type === 'premium' ? 12 : 1));
        expect(to.msOfDay - from.msOfDay).toBeGreaterThanOrEqual(0);
        expect(to.msOfDay - from.msOfDay).toBeLessThanOrEqual(3_600_000);
      }),
    );
  });
});

describe('AI access (docs/product/ai.md "Access")', () => {
  const now = at('2026-05-01T12:00:00.000Z');
  // A plan that ends: cancelled (at its start, for these cases); a renewing one has no end (decision 011).
  const window = (startsAt: string, expiresAt: string, status: 'active' | 'cancelled' = 'active') => ({ status, startsAt, expiresAt, cancelledAt: startsAt });

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

describe('renewal and cancelling (docs/product/subscription.md "Renewal and cancelling")', () => {
  const start = at('2027-01-31T09:00:00.000Z');

  it("a renewing plan's current period ends on its day each month, counted from its start", () => {
    expect(currentPeriodEnd('basic', start, at('2027-02-10T00:00:00.000Z'), 'UTC').toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(currentPeriodEnd('basic', start, at('2027-02-28T09:00:00.000Z'), 'UTC').toISOString()).toBe('2027-03-31T09:00:00.000Z');
    expect(currentPeriodEnd('basic', start, at('2027-04-15T00:00:00.000Z'), 'UTC').toISOString()).toBe('2027-04-30T09:00:00.000Z');
    expect(currentPeriodEnd('premium', start, at('2029-06-01T00:00:00.000Z'), 'UTC').toISOString()).toBe('2030-01-31T09:00:00.000Z');
  });

  it('property: now lies in the period that ends then, and the first period ends at planExpiry', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 4000 * 86_400_000 }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'Pacific/Honolulu', 'Asia/Kathmandu'),
        fc.constantFrom('basic', 'premium') as fc.Arbitrary<'basic' | 'premium'>,
        (begin, later, zone, type) => {
          const now = new Date(begin.getTime() + later);
          const end = currentPeriodEnd(type, begin, now, zone);
          expect(end.getTime()).toBeGreaterThan(now.getTime());
          // The period before it ended at or before now (or it is the first, from the start).
          const first = planExpiry(type, begin, zone);
          if (end.getTime() === first.getTime()) expect(begin.getTime()).toBeLessThanOrEqual(now.getTime());
          else expect(currentPeriodEnd(type, begin, new Date(now.getTime() - (type === 'premium' ? 367 : 32) * 86_400_000), zone).getTime()).toBeLessThan(end.getTime());
          // On the start's day of the month, or the last day of a month that lacks it.
          const endDay = wallClockOf(end, zone).date;
          expect(endDay.slice(8) === wallClockOf(begin, zone).date.slice(8) || addDays(endDay, 1).endsWith('-01')).toBe(true);
        },
      ),
    );
  });

  it('a renewing plan gives access past its first period; a cancelled one until its end, then none', () => {
    const renewing = { status: 'active' as const, startsAt: '2027-01-31T09:00:00.000Z', expiresAt: '2027-02-28T09:00:00.000Z', cancelledAt: null };
    expect(isSubscriptionActive(renewing, at('2028-05-01T00:00:00.000Z'))).toBe(true);
    const cancelled = { ...renewing, cancelledAt: '2027-02-10T00:00:00.000Z' };
    expect(isSubscriptionActive(cancelled, at('2027-02-28T08:59:59.999Z'))).toBe(true);
    expect(isSubscriptionActive(cancelled, at('2027-02-28T09:00:00.000Z'))).toBe(false);
    expect(isSubscriptionActive(renewing, at('2027-01-31T08:59:59.999Z'))).toBe(false);
  });
});
