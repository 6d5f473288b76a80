import { z } from '../zod';
import { safeString } from '../text/safe-text';
import { FULL_NAME_MAX_LENGTH } from './auth-constants';
import { AUTH_MESSAGES } from './auth-messages';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isStrongEnough, normalizePassword, passwordLength } from './password-strength';

export const emailSchema = safeString('Email', AUTH_MESSAGES.emailRequired)
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.invalidEmail)
  .refine(isValidEmail, AUTH_MESSAGES.invalidEmail);

interface NewPasswordMessages {
  tooShort: string;
  weak: string;
}

/**
 * Every password a person chooses (sign-up, reset, change) follows one rule: at least 8 characters
 * and a strength score of 3 (docs/product/accounts.md "Password rules"), read in NFKC and counted in code points (issue 6). Each
 * screen words a failure its own way (docs/product/accounts.md "Messages"), so the messages are the only parameter.
 */
export function newPasswordSchema(messages: NewPasswordMessages) {
  return safeString('Password', messages.tooShort)
    .overwrite(normalizePassword)
    .refine((password) => passwordLength(password) >= PASSWORD_MIN_LENGTH, messages.tooShort)
    .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
    .refine(isStrongEnough, messages.weak);
}

/** Sign-up says one thing for every weak password, short ones included (docs/product/accounts.md "Password rules"). */
export const signUpPasswordSchema = newPasswordSchema({ tooShort: AUTH_MESSAGES.weakSignUpPassword, weak: AUTH_MESSAGES.weakSignUpPassword });
export const resetPasswordSchema = newPasswordSchema({ tooShort: AUTH_MESSAGES.passwordTooShort, weak: AUTH_MESSAGES.weakResetPassword });
export const changePasswordSchema = newPasswordSchema({ tooShort: AUTH_MESSAGES.passwordTooShort, weak: AUTH_MESSAGES.weakResetPassword });

/** A password typed to prove who one is: normalized the same way, never judged for strength. */
export function existingPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .overwrite(normalizePassword)
    .min(1, requiredMessage)
    .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);
}

const fullNameSchema = safeString('Full name', AUTH_MESSAGES.fullNameRequired)
  .trim()
  .min(1, AUTH_MESSAGES.fullNameRequired)
  .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`);

const firstNameSchema = safeString('First name', AUTH_MESSAGES.firstNameRequired)
  .trim()
  .min(1, AUTH_MESSAGES.firstNameRequired)
  .max(FULL_NAME_MAX_LENGTH, `First name must be at most ${FULL_NAME_MAX_LENGTH} characters`);

/** A link or token handed back by a client: bounded, and plain text. */
const tokenSchema = (invalidMessage: string) => safeString('Token', invalidMessage).min(1, invalidMessage).max(512, invalidMessage);
const callbackUrlSchema = safeString('Callback URL').max(2048).optional();

/** The sign-up form (docs/product/accounts.md "Sign-up"). */
export const signUpFormSchema = z
  .object({
    firstName: firstNameSchema,
    email: emailSchema,
    password: signUpPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => normalizePassword(form.password) === normalizePassword(form.confirmPassword), {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** Body of POST /api/auth/sign-up/email. `name` is the first name, stored as the profile's full_name. */
export const signUpRequestSchema = z.strictObject({
  name: firstNameSchema,
  email: emailSchema,
  password: signUpPasswordSchema,
  callbackURL: callbackUrlSchema,
});

/** Body of POST /api/auth/sign-in/email. */
export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: existingPasswordSchema('Password is required'),
  rememberMe: z.boolean().optional(),
  callbackURL: callbackUrlSchema,
});

/** Body of POST /api/auth/request-password-reset. */
export const forgotPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  redirectTo: callbackUrlSchema,
});

/** Body of POST /api/auth/send-verification-email. */
export const resendConfirmationRequestSchema = z.strictObject({
  email: emailSchema,
  callbackURL: callbackUrlSchema,
});

/** A reset token as the e-mailed link carries it (query of /api/account/reset-token, body of reset-password). */
export const resetTokenSchema = tokenSchema(AUTH_MESSAGES.resetInvalidToken);
/** The confirmation link's token (query of /api/auth/verify-email). */
export const confirmationTokenSchema = tokenSchema(AUTH_MESSAGES.confirmationLinkInvalid);

/** Body of POST /api/auth/reset-password. */
export const resetPasswordRequestSchema = z.strictObject({
  token: resetTokenSchema,
  newPassword: resetPasswordSchema,
});

/** Body of POST /api/auth/change-password (departure: the current password is required, see docs/decisions). */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: existingPasswordSchema(AUTH_MESSAGES.currentPasswordRequired),
  newPassword: changePasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

/** Body of PATCH /api/profile. */
export const updateProfileRequestSchema = z.strictObject({ fullName: fullNameSchema });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
