import { describe, expect, it } from 'vitest';
import { isTwoFactorChallenge } from './sign-in';

describe('the sign-in answer (docs/product/accounts.md "Two-factor sign-in")', () => {
  it('asks for a code only when the server says so', () => {
    expect(isTwoFactorChallenge({ twoFactorRequired: true })).toBe(true);
    expect(isTwoFactorChallenge({ user: { id: 'u1' } })).toBe(false);
    expect(isTwoFactorChallenge({ twoFactorRequired: 'yes' })).toBe(false);
    expect(isTwoFactorChallenge(null)).toBe(false);
  });
});
