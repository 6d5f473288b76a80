import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../http/zod-fields';
import { AUTH_MESSAGES } from './auth-messages';
import { signInRequestSchema, signUpFormSchema, signUpRequestSchema, updateProfileRequestSchema } from './auth-schemas';

const validForm = { firstName: 'Ada', email: 'ada@example.com', password: 'Str0ng!pw', confirmPassword: 'Str0ng!pw' };

function errorsOf(result: ReturnType<typeof signUpFormSchema.safeParse>): Record<string, string> {
  return result.success ? {} : fieldErrors(result.error);
}

describe('sign-up form rules (spec part 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(signUpFormSchema.safeParse(validForm).success).toBe(true);
  });

  it.each([
    [{ firstName: '   ' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ email: 'not an email' }, 'email', AUTH_MESSAGES.invalidEmail],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password', AUTH_MESSAGES.weakSignUpPassword],
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
