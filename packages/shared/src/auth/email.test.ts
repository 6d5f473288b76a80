import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('e-mail rule (docs/product/accounts.md "E-mail addresses")', () => {
  it.each(['ada@example.com', 'a.b+c@sub.example.org', 'X@Y.IO'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@exa mple.com', 'a@b@c.d'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('rejects any address that contains whitespace', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom(' ', '\t', '\n'), fc.nat(), (email, space, at) => {
        const index = at % (email.length + 1);
        expect(isValidEmail(email.slice(0, index) + space + email.slice(index))).toBe(false);
      }),
    );
  });

  it('accepts generated addresses that have a dotted domain', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const domain = email.split('@')[1] ?? '';
        fc.pre(domain.includes('.') && email.length <= 254);
        expect(isValidEmail(email)).toBe(true);
      }),
    );
  });

  it('normalises case and surrounding spaces', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
