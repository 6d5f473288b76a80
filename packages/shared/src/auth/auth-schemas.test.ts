import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../http/zod-fields';
import { AUTH_MESSAGES } from './auth-messages';
import {
  changePasswordRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpFormSchema,
  signUpRequestSchema,
  updateProfileRequestSchema,
} from './auth-schemas';

const validForm = { firstName: 'Ada', email: 'ada@example.com', password: 'Str0ng!pw', confirmPassword: 'Str0ng!pw' };

function errorsOf(result: ReturnType<typeof signUpFormSchema.safeParse>): Record<string, string> {
  return result.success ? {} : fieldErrors(result.error);
}

describe('sign-up form rules (docs/product/accounts.md "Sign-up")', () => {
  it('accepts a complete form', () => {
    expect(signUpFormSchema.safeParse(validForm).success).toBe(true);
  });

  it.each([
    [{ firstName: '   ' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ email: 'not an email' }, 'email', AUTH_MESSAGES.invalidEmail],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password', AUTH_MESSAGES.weakSignUpPassword],
    // issue 7 §4: a short password on sign-up reads 'Please create a stronger password', as the spec says
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', AUTH_MESSAGES.weakSignUpPassword],
    [{ confirmPassword: 'different' }, 'confirmPassword', AUTH_MESSAGES.passwordsDoNotMatch],
  ])('rejects %j on %s with the spec message', (override, field, message) => {
    expect(errorsOf(signUpFormSchema.safeParse({ ...validForm, ...override }))[field]).toBe(message);
  });

  it('rejects unknown fields in API bodies', () => {
    const result = signUpRequestSchema.safeParse({ name: 'Ada', email: 'ada@example.com', password: 'Str0ng!pw', role: 'admin' });
    expect(result.success).toBe(false);
  });

  it('limits passwords to 128 characters', () => {
    const long = `Aa1!${'x'.repeat(125)}`;
    expect(signInRequestSchema.safeParse({ email: 'ada@example.com', password: long }).success).toBe(false);
  });

  it('trims the full name and refuses a blank one', () => {
    expect(updateProfileRequestSchema.parse({ fullName: '  Ada Lovelace ' })).toEqual({ fullName: 'Ada Lovelace' });
    expect(updateProfileRequestSchema.safeParse({ fullName: '  ' }).success).toBe(false);
  });
});

describe('one password rule on every path that sets a password (issue 6 §10)', () => {
  const errorOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }, field: string) =>
    result.success || !result.error ? undefined : fieldErrors(result.error)[field];

  it('change password refuses a weak new password, as sign-up and reset do', () => {
    expect(errorOf(changePasswordRequestSchema.safeParse({ currentPassword: 'old', newPassword: 'aaaaaaaa' }), 'newPassword')).toBe(
      AUTH_MESSAGES.weakResetPassword,
    );
    expect(errorOf(resetPasswordRequestSchema.safeParse({ token: 't', newPassword: 'aaaaaaaa' }), 'newPassword')).toBe(AUTH_MESSAGES.weakResetPassword);
    expect(errorOf(signUpRequestSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'aaaaaaaa' }), 'password')).toBe(AUTH_MESSAGES.weakSignUpPassword);
  });

  it('reads passwords in NFKC: the decomposed spelling signs in as the composed one', () => {
    const composed = signInRequestSchema.parse({ email: 'a@b.co', password: 'Caf\u00e9-Pass1' });
    const decomposed = signInRequestSchema.parse({ email: 'a@b.co', password: 'Cafe\u0301-Pass1' });
    expect(decomposed.password).toBe(composed.password);
  });

  it('refuses control characters in e-mails, names and tokens (issue 6 §3)', () => {
    expect(signInRequestSchema.safeParse({ email: 'a\u0000@b.co', password: 'x' }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ fullName: 'a\u0000b' }).success).toBe(false);
    expect(resetPasswordRequestSchema.safeParse({ token: '\u0000', newPassword: 'Str0ng!pw' }).success).toBe(false);
  });
});
