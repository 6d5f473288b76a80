import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TWO_FACTOR_MESSAGES,
  groupSecret,
  recoveryCodesFileText,
  secretOfOtpauthUri,
  twoFactorPasswordRequestSchema,
  verifyRecoveryCodeRequestSchema,
  verifyTotpRequestSchema,
} from './two-factor';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('two-factor codes (docs/product/accounts.md "Two-factor sign-in")', () => {
  it('reads a 6-digit code with the spaces and dashes apps show inside it', () => {
    expect(verifyTotpRequestSchema.parse({ code: '123 456' }).code).toBe('123456');
    expect(verifyTotpRequestSchema.parse({ code: ' 123-456 ', trustDevice: true })).toEqual({ code: '123456', trustDevice: true });
  });

  it('refuses anything but 6 digits, in the product words', () => {
    expect(messageOf(verifyTotpRequestSchema.safeParse({ code: '' }))).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect(messageOf(verifyTotpRequestSchema.safeParse({ code: '12345' }))).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(messageOf(verifyTotpRequestSchema.safeParse({ code: '12345a' }))).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(messageOf(verifyTotpRequestSchema.safeParse({ code: 123456 }))).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    expect(verifyTotpRequestSchema.safeParse({ code: '123456', extra: 1 }).success).toBe(false);
  });

  it('accepts every 6-digit code and nothing longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 7, max: 20 }), (n, length) => {
        const code = String(n).padStart(6, '0');
        expect(verifyTotpRequestSchema.parse({ code }).code).toBe(code);
        expect(verifyTotpRequestSchema.safeParse({ code: code.padEnd(length, '1') }).success).toBe(false);
      }),
    );
  });

  it('reads a recovery code as better-auth writes it, trimmed, case kept', () => {
    expect(verifyRecoveryCodeRequestSchema.parse({ code: ' aB3dE-9xY2z ' }).code).toBe('aB3dE-9xY2z');
    expect(messageOf(verifyRecoveryCodeRequestSchema.safeParse({ code: 'abcde12345' }))).toBe(TWO_FACTOR_MESSAGES.recoveryCodeFormat);
    expect(messageOf(verifyRecoveryCodeRequestSchema.safeParse({ code: '  ' }))).toBe(TWO_FACTOR_MESSAGES.recoveryCodeRequired);
  });

  it('asks for the password again, never judging its strength', () => {
    expect(twoFactorPasswordRequestSchema.safeParse({ password: 'x' }).success).toBe(true);
    expect(twoFactorPasswordRequestSchema.safeParse({}).success).toBe(false);
    expect(twoFactorPasswordRequestSchema.safeParse({ password: '' }).success).toBe(false);
  });
});

describe('the secret as text', () => {
  it('groups it by four, losing no character', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z2-7]{0,64}$/), (secret) => {
        const grouped = groupSecret(secret);
        expect(grouped.replaceAll(' ', '')).toBe(secret);
        for (const group of grouped.split(' ').filter(Boolean)) expect(group.length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('reads it from the otpauth URI the QR code holds', () => {
    expect(secretOfOtpauthUri('otpauth://totp/Cadence:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Cadence')).toBe('JBSWY3DPEHPK3PXP');
    expect(secretOfOtpauthUri('https://example.com/?secret=X')).toBeNull();
    expect(secretOfOtpauthUri('not a uri')).toBeNull();
  });

  it('saves recovery codes one a line', () => {
    const text = recoveryCodesFileText(['aaaaa-11111', 'bbbbb-22222'], 'ada@example.com');
    expect(text.split('\n')).toContain('aaaaa-11111');
    expect(text).toContain('ada@example.com');
  });
});
