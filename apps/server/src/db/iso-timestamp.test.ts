import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIsoTimestamp } from './iso-timestamp';

describe('toIsoTimestamp', () => {
  it.each([
    ['2026-03-01 10:00:00.12+00', '2026-03-01T10:00:00.120Z'],
    ['2026-03-01 10:00:00+00', '2026-03-01T10:00:00.000Z'],
    ['2026-03-01 10:00:00.123456+00', '2026-03-01T10:00:00.123Z'],
    ['2026-03-01 11:00:00.5+01', '2026-03-01T10:00:00.500Z'],
  ])('%s -> %s', (text, iso) => {
    expect(toIsoTimestamp(text)).toBe(iso);
  });

  it('agrees with Date for any instant written the way PostgreSQL writes it in UTC (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString();
        const millis = iso.slice(20, 23).replace(/0+$/, '');
        const text = `${iso.slice(0, 10)} ${iso.slice(11, 19)}${millis ? `.${millis}` : ''}+00`;
        expect(toIsoTimestamp(text)).toBe(iso);
      }),
    );
  });
});
