import { resetThrottleMessage, AUTH_MESSAGES } from '@cadence/shared';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clearWindow, hitWindow, readWindow } from '../../rate-limit/rate-limit.repository';
import { RATE_LIMIT_RULES, type RateLimitRule, rateLimitKey, secondsUntil } from '../../rate-limit/rate-limit-rules';

/** Throttles for the auth endpoints, stored in rate_limits so they hold across restarts and instances. */
export function createAuthThrottle(db: Db, clock: Clock) {
  const { resetRequest, resendConfirmation, signInPerAccount, signInPerAddress } = RATE_LIMIT_RULES;

  async function recordMailRequest(rule: RateLimitRule, email: string): Promise<void> {
    const now = clock.now();
    const state = await hitWindow(db, rateLimitKey(rule, email), now, rule.windowSeconds);
    if (state.count > rule.limit) {
      const seconds = secondsUntil(state.resetAt, now);
      throw new AppError('RATE_LIMITED', resetThrottleMessage(seconds), { retryAfterSeconds: seconds });
    }
  }

  return {
    /** spec §5: one reset request per e-mail per minute, the same for known and unknown addresses. */
    recordResetRequest: (email: string) => recordMailRequest(resetRequest, email),
    recordConfirmationResend: (email: string) => recordMailRequest(resendConfirmation, email),

    /** Refuses a sign-in attempt while the account or the address has used up its failures. */
    async assertSignInAllowed(email: string, address: string): Promise<void> {
      const now = clock.now();
      for (const [rule, subject] of [
        [signInPerAccount, email],
        [signInPerAddress, address],
      ] as const) {
        const state = await readWindow(db, rateLimitKey(rule, subject), now);
        if (state && state.count >= rule.limit) {
          throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManySignIns, { retryAfterSeconds: secondsUntil(state.resetAt, now) });
        }
      }
    },

    async recordSignInFailure(email: string, address: string): Promise<void> {
      const now = clock.now();
      await hitWindow(db, rateLimitKey(signInPerAccount, email), now, signInPerAccount.windowSeconds);
      await hitWindow(db, rateLimitKey(signInPerAddress, address), now, signInPerAddress.windowSeconds);
    },

    async recordSignInSuccess(email: string): Promise<void> {
      await clearWindow(db, rateLimitKey(signInPerAccount, email));
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
