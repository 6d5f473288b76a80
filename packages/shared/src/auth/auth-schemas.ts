import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH } from './auth-constants';
import { AUTH_MESSAGES } from './auth-messages';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isStrongEnough } from './password-strength';

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.invalidEmail)
  .refine(isValidEmail, AUTH_MESSAGES.invalidEmail);

/** Length limits shared by every password a user chooses. */
const newPasswordBase = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const signUpPasswordSchema = newPasswordBase.refine(isStrongEnough, AUTH_MESSAGES.weakSignUpPassword);
export const resetPasswordSchema = newPasswordBase.refine(isStrongEnough, AUTH_MESSAGES.weakResetPassword);

const fullNameSchema = z
  .string({ error: AUTH_MESSAGES.fullNameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.fullNameRequired)
  .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`);

/** The sign-up form (spec part 1 §5). */
export const signUpFormSchema = z
  .object({
    firstName: z.string().trim().min(1, AUTH_MESSAGES.firstNameRequired).max(FULL_NAME_MAX_LENGTH),
    email: emailSchema,
    password: signUpPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** Body of POST /api/auth/sign-up/email. `name` is the first name, stored as the profile's full_name. */
export const signUpRequestSchema = z.strictObject({
  name: z.string().trim().min(1, AUTH_MESSAGES.firstNameRequired).max(FULL_NAME_MAX_LENGTH),
  email: emailSchema,
  password: signUpPasswordSchema,
  callbackURL: z.string().max(2048).optional(),
});

/** Body of POST /api/auth/sign-in/email. */
export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().max(2048).optional(),
});

/** Body of POST /api/auth/request-password-reset. */
export const forgotPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  redirectTo: z.string().max(2048).optional(),
});

/** Body of POST /api/auth/send-verification-email. */
export const resendConfirmationRequestSchema = z.strictObject({
  email: emailSchema,
  callbackURL: z.string().max(2048).optional(),
});

/** Body of POST /api/auth/reset-password. */
export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(1, AUTH_MESSAGES.resetInvalidToken).max(512),
  newPassword: resetPasswordSchema,
});

/** Body of POST /api/auth/change-password (departure: the current password is required, see docs/decisions). */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, AUTH_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordBase,
  revokeOtherSessions: z.boolean().optional(),
});

/** Body of PATCH /api/profile. */
export const updateProfileRequestSchema = z.strictObject({ fullName: fullNameSchema });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
