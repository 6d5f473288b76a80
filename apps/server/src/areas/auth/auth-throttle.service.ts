import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, resetThrottleMessage, tryAgainMessage } from '@cadence/shared';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { claimAttempt, clearWindow, hitWindow, unhitWindow } from '../../rate-limit/rate-limit.repository';
import { type DelayRule, RATE_LIMIT_RULES, type WindowRule, rateLimitKey, secondsUntil } from '../../rate-limit/rate-limit-rules';

const {
  resetRequest,
  resendConfirmation,
  signUpPerEmail,
  mailPerClient,
  signInPerAccountAndClient,
  signInPerClient,
  twoFactorPerAccountAndClient,
  twoFactorPerClient,
  confirmationTokenUse,
} = RATE_LIMIT_RULES;

/** What a sign-in attempt holds until its outcome is known. */
export interface SignInClaim {
  /** The password was right: the attempt does not count against anyone. */
  succeeded(): Promise<void>;
  /** No verdict was reached (a fault): give the attempt back. */
  abandoned(): Promise<void>;
}

/** Throttles for the auth endpoints, stored in rate_limits so they hold across restarts and instances. */
export function createAuthThrottle(db: Db, clock: Clock) {
  async function hit(rule: WindowRule, subject: string, message: (seconds: number) => string): Promise<void> {
    const now = clock.now();
    const state = await hitWindow(db, rateLimitKey(rule, subject), now, rule.windowSeconds);
    if (state.count > rule.limit) {
      const seconds = secondsUntil(state.resetAt, now);
      throw new AppError('RATE_LIMITED', message(seconds), { retryAfterSeconds: seconds });
    }
  }

  /**
   * One attempt claimed first against the client address (a hard cap across accounts), then against the
   * account from that address (growing delays past the limit). A refused attempt is never verified.
   */
  async function claim({ perClient, perPair, subject, client, message }: { perClient: WindowRule; perPair: DelayRule; subject: string; client: string; message: string }): Promise<SignInClaim> {
    const now = clock.now();
    const clientKey = rateLimitKey(perClient, client);
    const pairKey = rateLimitKey(perPair, `${client}:${subject}`);
    const clientWindow = await hitWindow(db, clientKey, now, perClient.windowSeconds);
    if (clientWindow.count > perClient.limit) {
      throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: secondsUntil(clientWindow.resetAt, now) });
    }
    const pair = await claimAttempt(db, pairKey, now, perPair);
    if (!pair.allowed) {
      await unhitWindow(db, clientKey);
      throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: secondsUntil(pair.retryAt, now) });
    }
    return {
      async succeeded() {
        await clearWindow(db, pairKey);
        await unhitWindow(db, clientKey);
      },
      async abandoned() {
        await unhitWindow(db, pairKey);
        await unhitWindow(db, clientKey);
      },
    };
  }

  return {
    /**
     * docs/product/accounts.md "Forgot password": one reset request per e-mail per minute, the same for known and unknown
     * addresses; and, like every request that sends an e-mail, a cap per client address.
     */
    async recordResetRequest(email: string, client: string): Promise<void> {
      await hit(mailPerClient, client, tryAgainMessage);
      await hit(resetRequest, email, resetThrottleMessage);
    },

    /** issue 6 §11: per target e-mail and per client address, the same answer for every address. */
    async recordConfirmationResend(email: string, client: string): Promise<void> {
      await hit(mailPerClient, client, tryAgainMessage);
      await hit(resendConfirmation, email, resetThrottleMessage);
    },

    /** issue 6 §11: sign-ups mail their address, so they are paced like resends. */
    async recordSignUp(email: string, client: string): Promise<void> {
      await hit(mailPerClient, client, tryAgainMessage);
      await hit(signUpPerEmail, email, tryAgainMessage);
    },

    /**
     * Counts a sign-in attempt before the password is checked (issue 6 §2): first against the client
     * address (a hard cap across accounts), then against the account from that address (growing
     * delays past the limit). A refused attempt is never verified.
     */
    async claimSignIn(email: string, client: string): Promise<SignInClaim> {
      return claim({ perClient: signInPerClient, perPair: signInPerAccountAndClient, subject: email, client, message: AUTH_MESSAGES.tooManySignIns });
    },

    /**
     * Counts a two-factor code (TOTP or recovery code) before it is checked, exactly as a password is
     * (docs/product/accounts.md "Two-factor sign-in"): N parallel guesses get at most the limit checked.
     */
    async claimTwoFactorCode(email: string, client: string): Promise<SignInClaim> {
      return claim({ perClient: twoFactorPerClient, perPair: twoFactorPerAccountAndClient, subject: email, client, message: TWO_FACTOR_MESSAGES.tooManyCodes });
    },

    /** True the first time a confirmation token is presented, false every time after (issue 6 §6). */
    async firstUseOfConfirmationToken(tokenDigest: string): Promise<boolean> {
      const state = await hitWindow(db, rateLimitKey(confirmationTokenUse, tokenDigest), clock.now(), confirmationTokenUse.windowSeconds);
      return state.count <= confirmationTokenUse.limit;
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
