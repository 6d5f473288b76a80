import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH, addPasskeyRequestSchema, defaultPasskeyName, knownTransports, renamePasskeyRequestSchema } from './passkeys';

// docs/product/accounts.md "Passkeys": a new passkey is named after the browser and system that add it.

describe('a passkey’s default name', () => {
  it('is the browser on the system', () => {
    expect(defaultPasskeyName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(defaultPasskeyName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iPhone',
    );
    expect(defaultPasskeyName(undefined)).toBe('Unknown browser on Unknown system');
  });

  it('is always a name the rename form accepts, whatever the user agent', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 500 }), { nil: undefined }), (agent) => {
        const name = defaultPasskeyName(agent);
        expect(renamePasskeyRequestSchema.safeParse({ name }).success).toBe(true);
        expect(name.length).toBeLessThanOrEqual(PASSKEY_NAME_MAX_LENGTH);
      }),
    );
  });
});

describe('the passkey schemas', () => {
  it('trim a name and refuse an empty or long one in words', () => {
    expect(renamePasskeyRequestSchema.parse({ name: '  Phone ' })).toEqual({ name: 'Phone' });
    expect(renamePasskeyRequestSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe(PASSKEY_MESSAGES.nameRequired);
    expect(renamePasskeyRequestSchema.safeParse({ name: 'x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1) }).error?.issues[0]?.message).toBe(PASSKEY_MESSAGES.nameTooLong);
  });

  it('refuse any answer whose fields are not base64url, without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (text) => {
        const result = addPasskeyRequestSchema.safeParse({ response: { id: text, rawId: text, type: 'public-key', response: { clientDataJSON: text, attestationObject: text }, clientExtensionResults: {} } });
        expect(result.success).toBe(/^[A-Za-z0-9_-]+={0,2}$/.test(text));
      }),
    );
  });

  it('keep only the transports WebAuthn names', () => {
    expect(knownTransports(['internal', 'hybrid', 'carrier-pigeon'])).toEqual(['internal', 'hybrid']);
    expect(knownTransports(undefined)).toEqual([]);
  });
});
