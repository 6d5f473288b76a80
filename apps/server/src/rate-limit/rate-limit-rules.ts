import { RESET_REQUEST_INTERVAL_SECONDS } from '@cadence/shared';

/** A fixed window: at most `limit` hits per `windowSeconds`. */
export interface WindowRule {
  prefix: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Past `limit` attempts, each further attempt must wait a delay that doubles from `baseDelaySeconds`
 * up to `maxDelaySeconds`; the count starts over after `windowSeconds` without an attempt.
 */
export interface DelayRule extends WindowRule {
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

/** Every server-side throttle in one place (issue 2 §4, issue 6 §2, §11 and "Also"). */
export const RATE_LIMIT_RULES = {
  /** docs/product/accounts.md "Forgot password": one reset request per normalized e-mail per 60 s. */
  resetRequest: { prefix: 'reset-request', limit: 1, windowSeconds: RESET_REQUEST_INTERVAL_SECONDS },
  /** Resending the confirmation e-mail: same pace as reset requests. */
  resendConfirmation: { prefix: 'resend-confirmation', limit: 1, windowSeconds: RESET_REQUEST_INTERVAL_SECONDS },
  /** A sign-up mails its address (a confirmation, or "you already have an account"): a few per 10 minutes. */
  signUpPerEmail: { prefix: 'sign-up-email', limit: 3, windowSeconds: 10 * 60 },
  /** Sign-ups, resends and reset requests from one client address, whatever the target e-mail (issue 6 §11). */
  mailPerClient: { prefix: 'mail-client', limit: 20, windowSeconds: 15 * 60 },
  /**
   * Sign-in attempts per account *and* client address (OWASP authentication cheat sheet): a stranger's
   * failures from elsewhere never lock the owner out. Counted before the password is checked, so N
   * parallel guesses get at most `limit` verifications (issue 6 §2).
   */
  signInPerAccountAndClient: { prefix: 'sign-in', limit: 5, windowSeconds: 15 * 60, baseDelaySeconds: 2, maxDelaySeconds: 15 * 60 },
  /** Sign-in attempts per client address across accounts (password spraying). */
  signInPerClient: { prefix: 'sign-in-client', limit: 20, windowSeconds: 15 * 60 },
  /**
   * Two-factor codes (TOTP and recovery codes), counted like passwords: per account and client address
   * with growing delays, before the code is checked (docs/product/accounts.md "Two-factor sign-in").
   */
  twoFactorPerAccountAndClient: { prefix: 'two-factor', limit: 5, windowSeconds: 15 * 60, baseDelaySeconds: 2, maxDelaySeconds: 15 * 60 },
  /** Two-factor codes per client address across accounts. */
  twoFactorPerClient: { prefix: 'two-factor-client', limit: 20, windowSeconds: 15 * 60 },
  /** A confirmation link works once, even when opened ten times at once (issue 6 §6). Tokens live 24 h. */
  confirmationTokenUse: { prefix: 'confirmation-token', limit: 1, windowSeconds: 24 * 60 * 60 },
  /**
   * A notification's 'Done' and 'Snooze 10 min' (docs/product/reminders.md "Actions"), public like a reset
   * link: a person taps a few; a client guessing tokens is stopped (a token is 32 random bytes anyway).
   */
  reminderActionPerClient: { prefix: 'reminder-action-client', limit: 30, windowSeconds: 60 },
  /**
   * Requests with one personal access token (docs/product/access.md "Rate limit"), across instances, apart
   * from the person's own browser: a runaway agent is stopped without locking its owner out.
   */
  accessTokenRequests: { prefix: 'access-token', limit: 120, windowSeconds: 60 },
} as const satisfies Record<string, WindowRule | DelayRule>;

export function rateLimitKey(rule: WindowRule, subject: string): string {
  return `${rule.prefix}:${subject}`;
}

/** Whole seconds until `until`, at least 1 (the value of Retry-After). */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** The wait imposed after the `count`-th attempt of a delay rule (0 while under the limit). */
export function delayAfterAttempt(rule: DelayRule, count: number): number {
  if (count < rule.limit) return 0;
  return Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** (count - rule.limit));
}
