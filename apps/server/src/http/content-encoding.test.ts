import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it('takes brotli when a browser offers it, gzip when only that is offered, nothing without a header', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
  });

  it('honours weights: q=0 refuses, a higher weight wins, * covers what is not named', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('GZIP ; Q=1.0')).toBe('gzip');
  });

  it('never picks an encoding the header refuses or does not name', () => {
    const name = fc.constantFrom('br', 'gzip', 'deflate', 'zstd', 'identity', 'compress');
    const entry = fc.record({ name, q: fc.option(fc.constantFrom('0', '0.5', '1', '1.0'), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const header = entries.map(({ name: n, q }) => (q === undefined ? n : `${n};q=${q}`)).join(', ');
        const chosen = preferredEncoding(header);
        if (chosen === null) return;
        const last = [...entries].reverse().find((item) => item.name === chosen);
        expect(last).toBeDefined();
        expect(Number(last?.q ?? '1')).toBeGreaterThan(0);
      }),
    );
  });
});
