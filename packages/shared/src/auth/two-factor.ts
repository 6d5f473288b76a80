import { z } from '../zod';
import { AUTH_MESSAGES } from './auth-messages';
import { existingPasswordSchema } from './auth-schemas';

// docs/product/accounts.md "Two-factor sign-in": a code from an authenticator app after the password,
// with one-time recovery codes for the day the phone is lost.

export const TOTP_CODE_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;
/** 'Trust this device for 30 days': the second step is skipped on that browser for this long. */
export const TRUST_DEVICE_DAYS = 30;
/** A used code is remembered this long: longer than the 90 seconds in which a code is accepted (one period either side). */
export const USED_CODE_MEMORY_SECONDS = 5 * 60;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is 6 digits',
  recoveryCodeRequired: 'Enter one of your recovery codes',
  recoveryCodeFormat: 'A recovery code looks like abcde-12345',
  wrongCode: "That code didn't work. Check your authenticator app and try again.",
  wrongRecoveryCode: "That recovery code didn't work. Each one works only once.",
  codeAlreadyUsed: 'That code was just used. Wait for the next one in your authenticator app.',
  tooManyCodes: 'Too many codes tried. Please wait a moment and try again.',
  challengeExpired: 'Your sign-in took too long. Please enter your e-mail and password again.',
  tooManyCodesSignInAgain: 'Too many wrong codes. Please enter your e-mail and password again.',
  accountLocked: 'Too many wrong codes. Please wait 15 minutes and sign in again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  alreadySignedIn: 'You are already signed in.',
  notOn: 'Two-factor sign-in is off.',
  setupNotStarted: 'Start again: choose Turn on and enter your password.',
  passwordRequired: AUTH_MESSAGES.currentPasswordRequired,
  turnedOn: 'Two-factor sign-in is on.',
  turnedOff: 'Two-factor sign-in is off.',
  codesRegenerated: 'New recovery codes made. The old ones no longer work.',
} as const;

/** Spaces and dashes people type or paste inside a code (apps show "123 456") are not part of it. */
export function normalizeTotpCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Recovery codes are compared exactly as better-auth made them (letters keep their case); only the edges are trimmed. */
export function normalizeRecoveryCode(input: string): string {
  return input.trim();
}

/** The secret shown as text beside the QR code, in groups of four so it can be typed into an app. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** The base32 secret inside an otpauth:// URI (what an authenticator app reads from the QR code), or null. */
export function secretOfOtpauthUri(uri: string): string | null {
  if (!uri.startsWith('otpauth://')) return null;
  const match = /[?&]secret=([A-Za-z2-7]+)(?:&|$)/.exec(uri);
  return match?.[1] ?? null;
}

/** The .txt file 'Download' saves: one code a line, with a line saying what they are. */
export function recoveryCodesFileText(codes: readonly string[], email: string): string {
  return [`Cadence recovery codes for ${email}`, 'Each code works once. Keep them somewhere safe.', '', ...codes, ''].join('\n');
}

const passwordField = existingPasswordSchema(AUTH_MESSAGES.currentPasswordRequired);

/** Body of POST /api/auth/two-factor/enable, /disable and /recovery-codes: the password, typed again. */
export const twoFactorPasswordRequestSchema = z.strictObject({ password: passwordField });
export type TwoFactorPasswordRequest = z.infer<typeof twoFactorPasswordRequestSchema>;

const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(32, TWO_FACTOR_MESSAGES.codeFormat)
  .transform(normalizeTotpCode)
  .pipe(z.string().min(1, TWO_FACTOR_MESSAGES.codeRequired).regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

/** Body of POST /api/auth/two-factor/verify-totp: confirming setup (signed in) or the sign-in's second step. */
export const verifyTotpRequestSchema = z.strictObject({
  code: totpCodeSchema,
  trustDevice: z.boolean().optional(),
});
export type VerifyTotpRequest = z.input<typeof verifyTotpRequestSchema>;

const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .max(64, TWO_FACTOR_MESSAGES.recoveryCodeFormat)
  .transform(normalizeRecoveryCode)
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.recoveryCodeRequired)
      .regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, TWO_FACTOR_MESSAGES.recoveryCodeFormat),
  );

/** Body of POST /api/auth/two-factor/verify-recovery-code: the sign-in's second step with a recovery code. */
export const verifyRecoveryCodeRequestSchema = z.strictObject({
  code: recoveryCodeSchema,
  trustDevice: z.boolean().optional(),
});
export type VerifyRecoveryCodeRequest = z.input<typeof verifyRecoveryCodeRequestSchema>;

/** GET /api/auth/two-factor: never the secret, never a code. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** How many recovery codes are still unused (only while enabled). */
  recoveryCodesLeft: number | null;
}

/** POST /api/auth/two-factor/enable: what the authenticator app needs, shown until the first code confirms it. */
export interface TwoFactorSetup {
  otpauthUri: string;
  /** The same secret as the QR code's, base32, for typing by hand. */
  secret: string;
}

/** The one answer that carries recovery codes: after the first code confirms setup, and after regenerating them. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** POST /api/auth/sign-in/email when the password was right and the account asks for a code: no session yet. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}
