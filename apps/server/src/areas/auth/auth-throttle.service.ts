import { AUTH_MESSAGES, resetThrottleMessage, tryAgainMessage } from '@cadence/shared';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { claimAttempt, clearWindow, hitWindow, unhitWindow } from '../../rate-limit/rate-limit.repository';
import { RATE_LIMIT_RULES, type WindowRule, rateLimitKey, secondsUntil } from '../../rate-limit/rate-limit-rules';

const { resetRequest, resendConfirmation, signUpPerEmail, mailPerClient, signInPerAccountAndClient, signInPerClient, confirmationTokenUse } =
  RATE_LIMIT_RULES;

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
      const now = clock.now();
      const clientKey = rateLimitKey(signInPerClient, client);
      const pairKey = rateLimitKey(signInPerAccountAndClient, `${client}:${email}`);
      const perClient = await hitWindow(db, clientKey, now, signInPerClient.windowSeconds);
      if (perClient.count > signInPerClient.limit) {
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManySignIns, { retryAfterSeconds: secondsUntil(perClient.resetAt, now) });
      }
      const pair = await claimAttempt(db, pairKey, now, signInPerAccountAndClient);
      if (!pair.allowed) {
        await unhitWindow(db, clientKey);
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManySignIns, { retryAfterSeconds: secondsUntil(pair.retryAt, now) });
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
    },

    /** True the first time a confirmation token is presented, false every time after (issue 6 §6). */
    async firstUseOfConfirmationToken(tokenDigest: string): Promise<boolean> {
      const state = await hitWindow(db, rateLimitKey(confirmationTokenUse, tokenDigest), clock.now(), confirmationTokenUse.windowSeconds);
      return state.count <= confirmationTokenUse.limit;
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
