import { AUTH_MESSAGES, PASSKEY_MESSAGES } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { passkeyErrorText } from './passkey-error';

// docs/product/accounts.md "Passkeys": a refused passkey request in words.

const named = (name: string) => Object.assign(new Error('browser said no'), { name });

describe('a passkey request that did not go through', () => {
  it("says the browser's refusal in the product's words", () => {
    expect(passkeyErrorText(named('NotAllowedError'), 'x')).toBe(PASSKEY_MESSAGES.cancelled);
    expect(passkeyErrorText(named('AbortError'), 'x')).toBe(PASSKEY_MESSAGES.cancelled);
    expect(passkeyErrorText(named('InvalidStateError'), 'x')).toBe(PASSKEY_MESSAGES.alreadyAdded);
    expect(passkeyErrorText(named('SecurityError'), AUTH_MESSAGES.signInFailed)).toBe(AUTH_MESSAGES.signInFailed);
    expect(passkeyErrorText('odd', AUTH_MESSAGES.signInFailed)).toBe(AUTH_MESSAGES.signInFailed);
  });
});

describe("the server's refusal", () => {
  it('is said in its own words', () => {
    const refused = new ApiError({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: AUTH_MESSAGES.emailNotVerified });
    expect(passkeyErrorText(refused, 'x')).toBe(AUTH_MESSAGES.emailNotVerified);
  });
});
