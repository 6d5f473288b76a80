import { AUTH_MESSAGES } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSKEY_AFTER_SIGN_UP, resolveCallback } from './resolve-callback';

function outcome(query: string, { hash = '', signedIn = false } = {}) {
  return resolveCallback({ query: new URLSearchParams(query), hash, signedIn });
}

describe('/auth/callback outcomes (docs/product/accounts.md "Callback")', () => {
  it('a confirmation link confirms the sign-up', () => {
    expect(outcome('type=signup&token=abc')).toEqual({ kind: 'confirm-signup', token: 'abc', then: '/' });
    // A passwordless sign-up's link: the passkey next; no other place can be named.
    expect(outcome('type=signup&token=abc&next=passkey')).toEqual({ kind: 'confirm-signup', token: 'abc', then: PASSKEY_AFTER_SIGN_UP });
    expect(outcome('type=signup&token=abc&next=https://evil.example')).toEqual({ kind: 'confirm-signup', token: 'abc', then: '/' });
  });

  it('token plus e-mail goes to the reset page carrying both', () => {
    expect(outcome('type=recovery&token=t1&email=ada%40example.com')).toEqual({
      kind: 'redirect',
      to: '/auth/reset-password?token=t1&email=ada%40example.com',
    });
  });

  it('an access token, in the query or the hash, goes to the reset page carrying it', () => {
    expect(outcome('access_token=q')).toEqual({ kind: 'redirect', to: '/auth/reset-password?access_token=q' });
    expect(outcome('', { hash: 'access_token=h&type=recovery' })).toEqual({ kind: 'redirect', to: '/auth/reset-password?access_token=h' });
  });

  it('recovery without a token shows the link error, or the generic invalid/expired message', () => {
    expect(outcome('type=recovery&error_description=Link+expired')).toEqual({ kind: 'error', message: 'Link expired' });
    expect(outcome('type=recovery')).toEqual({ kind: 'error', message: AUTH_MESSAGES.callbackInvalidLink });
  });

  it('a session without recovery goes home; no session says authentication failed', () => {
    expect(outcome('', { signedIn: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(outcome('')).toEqual({ kind: 'error', message: AUTH_MESSAGES.callbackFailed });
  });

  it('always decides something, and a redirect never leaves the app', () => {
    const params = fc.dictionary(fc.constantFrom('type', 'token', 'email', 'access_token', 'error_description', 'x'), fc.string());
    fc.assert(
      fc.property(params, fc.boolean(), (query, signedIn) => {
        const result = resolveCallback({ query: new URLSearchParams(query), hash: '', signedIn });
        if (result.kind === 'redirect') expect(result.to.startsWith('/') && !result.to.startsWith('//')).toBe(true);
      }),
    );
  });
});
