import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cadence/shared';
import { stripTokens, toAppError } from './auth-response';

describe('auth response shaping', () => {
  it('removes every token key, however deep', () => {
    expect(stripTokens({ token: 'a', session: { token: 'b', id: 's' }, list: [{ token: 'c', x: 1 }] })).toEqual({ session: { id: 's' }, list: [{ x: 1 }] });
  });

  it('maps better-auth codes to ours', () => {
    expect(toAppError('/sign-in/email', 401, { code: 'INVALID_EMAIL_OR_PASSWORD' })).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
    expect(toAppError('/sign-in/email', 403, { code: 'EMAIL_NOT_VERIFIED' })).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: AUTH_MESSAGES.emailNotVerified });
    expect(toAppError('/verify-email', 401, { code: 'TOKEN_EXPIRED' })).toMatchObject({ code: 'INVALID_TOKEN', status: 400 });
    expect(toAppError('/x', 500, { message: 'db exploded' })).toMatchObject({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });
});
