import { RESET_REQUEST_INTERVAL_SECONDS } from '@cadence/shared';

/** Every server-side throttle in one place (issue 2 §4). */
export const RATE_LIMIT_RULES = {
  /** spec part 1 §9: one reset request per normalized e-mail per 60 s. */
  resetRequest: { prefix: 'reset-request', limit: 1, windowSeconds: RESET_REQUEST_INTERVAL_SECONDS },
  /** Resending the confirmation e-mail: same pace as reset requests. */
  resendConfirmation: { prefix: 'resend-confirmation', limit: 1, windowSeconds: RESET_REQUEST_INTERVAL_SECONDS },
  /** Failed sign-ins per account (normalized e-mail). A successful sign-in clears it. */
  signInPerAccount: { prefix: 'sign-in-account', limit: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins per client address, across accounts. */
  signInPerAddress: { prefix: 'sign-in-address', limit: 20, windowSeconds: 15 * 60 },
} as const;

export type RateLimitRule = (typeof RATE_LIMIT_RULES)[keyof typeof RATE_LIMIT_RULES];

export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.prefix}:${subject}`;
}

/** Whole seconds until the window ends, at least 1 (the value of Retry-After). */
export function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}
