import { TWO_FACTOR_MESSAGES, USED_CODE_MEMORY_SECONDS, type TwoFactorStatus } from '@cadence/shared';
import type { AreaContext } from '../../context/area-context';
import { AppError } from '../../http/app-error';
import type { Auth } from './create-auth';
import type { AuthThrottle } from './auth-throttle.service';
import type { AuthResult } from './forward-to-auth';
import { withAuthAsyncContext } from './forward-to-auth';
import { claimCode, forgetTrustedDevices, pruneClaims, releaseCode, twoFactorEnabledOf, userOfChallenge } from './two-factor.repository';
import { hashVerificationIdentifier } from './verification-identifier';

export { forgetTrustedDevices, twoFactorEnabledOf };

/** The user of a pending sign-in challenge, from the identifier in better-auth's signed two_factor cookie. */
export async function userOfSignInChallenge(ctx: AreaContext, identifier: string): Promise<{ userId: string; email: string } | null> {
  return userOfChallenge(ctx.db, { storedIdentifier: await hashVerificationIdentifier(identifier), now: ctx.clock.now() });
}

// docs/product/accounts.md "Two-factor sign-in". better-auth's plugin keeps the secret and the recovery
// codes and checks them; this front adds what it lacks (decision 023): codes counted like passwords
// before they are checked, and a TOTP code accepted once.

export interface CodeCheck {
  userId: string;
  /** The account's e-mail, normalized: the throttle counts per account as sign-ins do. */
  email: string;
  client: string;
  /** Sends the code on to better-auth; throws its verdict as an AppError. */
  verify(): Promise<AuthResult>;
}

/** A code's verdict from better-auth that means "wrong code" (it counts), as opposed to a fault (it is given back). */
const WRONG_CODE_ERRORS = new Set(['INVALID_CREDENTIALS']);

/**
 * A TOTP code: claimed against the throttle, then claimed as used, then checked. Only a right code keeps
 * its use claim; a replay within USED_CODE_MEMORY_SECONDS finds it and is refused unchecked.
 */
export async function checkTotpCode(ctx: AreaContext, throttle: AuthThrottle, code: string, { userId, email, client, verify }: CodeCheck): Promise<AuthResult> {
  const attempt = await throttle.claimTwoFactorCode(email, client);
  const now = ctx.clock.now();
  try {
    await pruneClaims(ctx.db, new Date(now.getTime() - USED_CODE_MEMORY_SECONDS * 1000));
    if (!(await claimCode(ctx.db, { userId, code, now }))) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.codeAlreadyUsed);
  } catch (error) {
    await attempt.abandoned().catch(() => undefined);
    throw error;
  }
  return settle(attempt, verify, () => releaseCode(ctx.db, { userId, code }));
}

/** A recovery code: claimed against the throttle, then checked; better-auth removes it from the list when it is right. */
export async function checkRecoveryCode(throttle: AuthThrottle, { email, client, verify }: CodeCheck): Promise<AuthResult> {
  const attempt = await throttle.claimTwoFactorCode(email, client);
  return settle(attempt, verify, async () => undefined);
}

async function settle(
  attempt: Awaited<ReturnType<AuthThrottle['claimTwoFactorCode']>>,
  verify: () => Promise<AuthResult>,
  release: () => Promise<void>,
): Promise<AuthResult> {
  let result: AuthResult;
  try {
    result = await verify();
  } catch (error) {
    await release().catch(() => undefined);
    // A wrong code counts against the throttle; anything else (an ended challenge, a fault) is given back.
    if (!(error instanceof AppError && WRONG_CODE_ERRORS.has(error.code))) await attempt.abandoned().catch(() => undefined);
    throw error;
  }
  await attempt.succeeded();
  return result;
}

/** GET /api/auth/two-factor: on or off, and how many recovery codes are left. Never the secret, never a code. */
export async function twoFactorStatus(ctx: AreaContext, auth: Auth, userId: string): Promise<TwoFactorStatus> {
  if (!(await twoFactorEnabledOf(ctx.db, userId))) return { enabled: false, recoveryCodesLeft: null };
  // better-auth keeps the codes encrypted; its server-only endpoint decrypts them, and only their number leaves here.
  const { backupCodes } = await withAuthAsyncContext(() => auth.api.viewBackupCodes({ body: { userId } }));
  return { enabled: true, recoveryCodesLeft: backupCodes.length };
}
