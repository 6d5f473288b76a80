import { AUTH_MESSAGES, normalizePassword } from '@cadence/shared';

// In lib: the reset page (auth) and the change-password form (profile) both confirm a password.

/**
 * docs/product/accounts.md "Password rules": the confirmation must match ('Passwords do not match'). A rule across two fields
 * for useZodForm's `check`: the request schemas never see the confirmation, it is not sent.
 */
export function passwordsMustMatch<Field extends string>(password: Field, confirmation: Field) {
  return (values: Record<Field, string>): Partial<Record<Field, string>> =>
    normalizePassword(values[password]) === normalizePassword(values[confirmation]) ? {} : ({ [confirmation]: AUTH_MESSAGES.passwordsDoNotMatch } as Partial<Record<Field, string>>);
}
