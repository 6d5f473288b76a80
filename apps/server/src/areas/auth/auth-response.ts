import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, type ApiErrorCode } from '@cadence/shared';
import { AppError } from '../../http/app-error';

interface BetterAuthError {
  code?: string;
  message?: string;
}

/** better-auth error codes -> our { code, message } (issue 2 §4b). Keyed by "<path>:<code>" first, then "<code>". */
const KNOWN_ERRORS: Record<string, [ApiErrorCode, string]> = {
  INVALID_EMAIL_OR_PASSWORD: ['INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials],
  EMAIL_NOT_VERIFIED: ['EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified],
  INVALID_PASSWORD: ['INVALID_PASSWORD', AUTH_MESSAGES.currentPasswordIncorrect],
  '/verify-email:INVALID_TOKEN': ['INVALID_TOKEN', AUTH_MESSAGES.confirmationLinkInvalid],
  '/verify-email:TOKEN_EXPIRED': ['INVALID_TOKEN', AUTH_MESSAGES.confirmationLinkInvalid],
  '/verify-email:USER_NOT_FOUND': ['INVALID_TOKEN', AUTH_MESSAGES.confirmationLinkInvalid],
  INVALID_TOKEN: ['INVALID_TOKEN', AUTH_MESSAGES.resetInvalidToken],
  USER_NOT_FOUND: ['INVALID_TOKEN', AUTH_MESSAGES.resetInvalidToken],
  PASSWORD_TOO_SHORT: ['VALIDATION', AUTH_MESSAGES.passwordTooShort],
  PASSWORD_TOO_LONG: ['VALIDATION', AUTH_MESSAGES.passwordTooLong],
  INVALID_EMAIL: ['VALIDATION', AUTH_MESSAGES.invalidEmail],
  FAILED_TO_CREATE_USER: ['INTERNAL', AUTH_MESSAGES.signUpDatabaseError],
  // better-auth's two-factor plugin (docs/product/accounts.md "Two-factor sign-in").
  INVALID_CODE: ['INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.wrongCode],
  INVALID_BACKUP_CODE: ['INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.wrongRecoveryCode],
  INVALID_TWO_FACTOR_COOKIE: ['UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired],
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: ['UNAUTHORIZED', TWO_FACTOR_MESSAGES.tooManyCodesSignInAgain],
  ACCOUNT_TEMPORARILY_LOCKED: ['RATE_LIMITED', TWO_FACTOR_MESSAGES.accountLocked],
  TOTP_ALREADY_ENABLED: ['CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn],
  '/two-factor/verify-totp:TOTP_NOT_ENABLED': ['VALIDATION', TWO_FACTOR_MESSAGES.setupNotStarted],
  TOTP_NOT_ENABLED: ['VALIDATION', TWO_FACTOR_MESSAGES.notOn],
  TWO_FACTOR_NOT_ENABLED: ['VALIDATION', TWO_FACTOR_MESSAGES.notOn],
  BACKUP_CODES_NOT_ENABLED: ['VALIDATION', TWO_FACTOR_MESSAGES.notOn],
};

function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION';
}

/** Turns a better-auth error answer into an AppError, so the one error handler shapes it. */
export function toAppError(path: string, status: number, body: unknown): AppError {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as BetterAuthError;
  const known = (raw.code && (KNOWN_ERRORS[`${path}:${raw.code}`] ?? KNOWN_ERRORS[raw.code])) || undefined;
  if (known) return new AppError(known[0], known[1]);
  const code = codeForStatus(status);
  if (code === 'INTERNAL') return new AppError('INTERNAL', 'Something went wrong. Please try again.');
  return new AppError(code, raw.message || 'The request could not be completed.');
}

/** Session tokens live only in the HttpOnly cookie: remove every `token` key from a JSON answer (issue 2 §4c). */
export function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, stripTokens(inner)]),
  );
}
