import { AUTH_MESSAGES, changePasswordRequestSchema, signUpFormSchema, updateProfileRequestSchema } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { passwordsMustMatch } from './passwords-must-match';
import { placeServerErrors, validateForm } from './validate-form';

const signUp = { firstName: 'Ada', email: 'ada@example.com', password: 'Cadence-Passw0rd!', confirmPassword: 'Cadence-Passw0rd!' };

describe('validateForm (useZodForm with a shared schema)', () => {
  it("puts each schema message on its field, with the product's words", () => {
    const result = validateForm({ ...signUp, firstName: '  ', email: 'ada@', password: 'abc', confirmPassword: 'abd' }, { schema: signUpFormSchema });
    expect(result).toEqual({
      ok: false,
      formError: null,
      errors: {
        firstName: AUTH_MESSAGES.firstNameRequired,
        email: AUTH_MESSAGES.invalidEmail,
        password: AUTH_MESSAGES.weakSignUpPassword,
        confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch,
      },
    });
  });

  it("hands the schema's output to submit when every rule holds", () => {
    const result = validateForm({ ...signUp, firstName: ' Ada ' }, { schema: signUpFormSchema });
    expect(result.ok && result.data.firstName).toBe('Ada');
  });

  it('checks cross-field rules the request schema never sees, and leaves the confirmation out of the input', () => {
    const rules = {
      schema: changePasswordRequestSchema,
      toInput: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => ({ currentPassword, newPassword }),
      check: passwordsMustMatch('newPassword', 'confirmPassword'),
    };
    expect(validateForm({ currentPassword: 'old', newPassword: 'Cadence-Passw0rd!', confirmPassword: 'x' }, rules)).toEqual({
      ok: false,
      formError: null,
      errors: { confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch },
    });
    expect(validateForm({ currentPassword: 'old', newPassword: 'Cadence-Passw0rd!', confirmPassword: 'Cadence-Passw0rd!' }, rules)).toEqual({
      ok: true,
      data: { currentPassword: 'old', newPassword: 'Cadence-Passw0rd!' },
    });
  });

  it('a message for no field (the body as a whole) becomes the form message', () => {
    // The strict request schema refuses a key it does not know: the form sent more than the contract.
    const result = validateForm({ fullName: 'Ada' }, { schema: updateProfileRequestSchema, toInput: (values) => ({ ...values, nickname: 'A' }) });
    expect(result).toEqual({ ok: false, errors: {}, formError: 'Unknown field: nickname' });
  });
});

describe('placeServerErrors (ApiError.fields on the form)', () => {
  const values = { firstName: '', email: '' };
  const refused = (fields: Record<string, string>) => new ApiError({ status: 400, code: 'VALIDATION', message: 'Check the form', fields });

  it('maps the server names to the form fields; complete when every field is on the form', () => {
    expect(placeServerErrors(refused({ name: 'Too long', email: 'Taken' }), values, { name: 'firstName' })).toEqual({
      errors: { firstName: 'Too long', email: 'Taken' },
      complete: true,
    });
  });

  it('is not complete when a field is not on the form, or when there are no fields at all', () => {
    expect(placeServerErrors(refused({ email: 'Taken', token: 'Expired' }), values).complete).toBe(false);
    expect(placeServerErrors(new ApiError({ status: 503, code: 'UNAVAILABLE', message: 'Mail is down' }), values)).toEqual({ errors: {}, complete: false });
    expect(placeServerErrors(new Error('boom'), values)).toEqual({ errors: {}, complete: false });
  });
});
