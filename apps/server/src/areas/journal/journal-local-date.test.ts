import { localDateInTimeZone } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateOfIso } from './journal-local-date';

describe('the local date of an entry (docs/product/journal.md "Days")', () => {
  it('is the date where the user is', () => {
    expect(localDateOfIso('2026-03-10T23:30:00.000Z', 'UTC')).toBe('2026-03-10');
    expect(localDateOfIso('2026-03-10T23:30:00.000Z', 'Europe/Paris')).toBe('2026-03-11');
    expect(localDateOfIso('2026-03-10T18:29:59.999Z', 'Asia/Kolkata')).toBe('2026-03-10');
    expect(localDateOfIso('2026-03-10T18:30:00.000Z', 'Asia/Kolkata')).toBe('2026-03-11');
    expect(localDateOfIso('2026-03-10T05:00:00.000Z', 'Mars/Olympus_Mons')).toBe('2026-03-10');
  });

  it('agrees with localDateInTimeZone for any instant and zone, cached or not (property)', () => {
    const zones = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Eucla', 'America/St_Johns', 'Europe/London', 'America/Los_Angeles', 'Pacific/Chatham'];
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), fc.constantFrom(...zones), (date, zone) => {
        const iso = date.toISOString();
        expect(localDateOfIso(iso, zone)).toBe(localDateInTimeZone(date, zone));
        expect(localDateOfIso(iso, zone)).toBe(localDateInTimeZone(date, zone));
      }),
      { numRuns: 500 },
    );
  });
});
