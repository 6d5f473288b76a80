import {
  TWO_FACTOR_MESSAGES,
  normalizeEmail,
  secretOfOtpauthUri,
  twoFactorPasswordRequestSchema,
  verifyRecoveryCodeRequestSchema,
  verifyTotpRequestSchema,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@cadence/shared';
import { type Context, Hono } from 'hono';
import type { Config } from '../../config';
import type { AreaContext } from '../../context/area-context';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { headerOf } from '../../http/node-bindings';
import { clientAddress, socketAddressOf } from '../../http/request-origin';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../http/require-user';
import { SESSION_COOKIE_PREFIX, verifySignedToken } from '../../session/session-cookie';
import { cookieValue, sessionOfRequest } from '../../session/session-of-request';
import { createAuthThrottle } from './auth-throttle.service';
import type { Auth } from './create-auth';
import { type AuthResult, createAuthForwarder, respondWith, withAuthAsyncContext } from './forward-to-auth';
import type { SecurityNotices } from './security-notices.service';
import { checkRecoveryCode, checkTotpCode, forgetTrustedDevices, twoFactorEnabledOf, twoFactorStatus, userOfSignInChallenge } from './two-factor.service';

type ActiveSession = NonNullable<Awaited<ReturnType<typeof sessionOfRequest>>>;

export interface TwoFactorRoutesDeps {
  ctx: AreaContext;
  config: Config;
  auth: Auth;
  /** docs/product/accounts.md "Security e-mails": turned on, turned off, a recovery code used. */
  notices: SecurityNotices;
}

/**
 * /api/auth/two-factor: our front for better-auth's two-factor plugin (docs/product/accounts.md
 * "Two-factor sign-in"; decisions 005 and 023). Strict shared schemas, { error } bodies, no token or
 * secret in any answer but setup's, codes throttled and claimed before better-auth checks them.
 */
export function twoFactorRoutes({ ctx, config, auth, notices }: TwoFactorRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = ctx;
  const throttle = createAuthThrottle(db, ctx.clock);
  const forwardToAuth = createAuthForwarder({ auth, db });
  const clientOf = (c: Context<AppEnv>) => clientAddress(c.req.raw.headers, socketAddressOf(c), config.trustProxy);
  const sessionOf = (c: Context<AppEnv>) => sessionOfRequest(c, { config, db, clock: ctx.clock });
  const requireSession = async (c: Context<AppEnv>): Promise<ActiveSession> => {
    const session = await sessionOf(c);
    if (!session) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
    return session;
  };

  /** The user whose sign-in waits for a code: better-auth's signed `two_factor` cookie names the challenge. */
  const challengeUserOf = async (c: Context<AppEnv>): Promise<{ userId: string; email: string }> => {
    const name = `${config.publicUrl.startsWith('https://') ? '__Secure-' : ''}${SESSION_COOKIE_PREFIX}.two_factor`;
    const cookie = cookieValue(headerOf(c, 'cookie'), name);
    const identifier = cookie ? verifySignedToken(cookie, config.authSecret) : null;
    const user = identifier ? await userOfSignInChallenge(ctx, identifier) : null;
    if (!user) throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);
    return { userId: user.userId, email: normalizeEmail(user.email) };
  };

  /**
   * Turning it on or off and new recovery codes ask for the password again; a wrong one counts like a
   * failed sign-in (the same claim as change-password, decision 001).
   */
  const withPassword = async (c: Context<AppEnv>, session: ActiveSession, password: string, path: string): Promise<AuthResult> => {
    const claim = await throttle.claimSignIn(normalizeEmail(session.email), clientOf(c));
    let result: AuthResult;
    try {
      result = await forwardToAuth(c, { password }, undefined, path);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INVALID_PASSWORD')) await claim.abandoned().catch(() => undefined);
      throw error;
    }
    await claim.succeeded();
    return result;
  };

  /** better-auth replaced this browser's session (its new cookie goes with the answer): the old one ends everywhere. */
  const sessionReplaced = (session: ActiveSession) =>
    ctx.events.publish({ userId: session.userId, sessionId: session.sessionId, graceSessionId: session.sessionId, event: { area: 'session', kind: 'revoked' } });

  app.get('/', async (c) => {
    const session = await requireSession(c);
    return c.json(await twoFactorStatus(ctx, auth, session.userId));
  });

  // Step 1 of turning it on: a new secret, not yet in force. Its recovery codes are shown after the first code.
  app.post('/enable', async (c) => {
    const input = await parseJsonBody(c, twoFactorPasswordRequestSchema);
    const session = await requireSession(c);
    if (await twoFactorEnabledOf(db, session.userId)) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn);
    const result = await withPassword(c, session, input.password, '/two-factor/enable');
    const { totpURI } = result.json as { totpURI: string };
    const setup: TwoFactorSetup = { otpauthUri: totpURI, secret: secretOfOtpauthUri(totpURI) ?? '' };
    return c.json(setup);
  });

  // Signed in: the first code, which turns it on. Signed out with a pending challenge: the sign-in's second step.
  app.post('/verify-totp', async (c) => {
    const input = await parseJsonBody(c, verifyTotpRequestSchema);
    const session = await sessionOf(c);
    if (session) {
      if (await twoFactorEnabledOf(db, session.userId)) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn);
      const result = await checkTotpCode(ctx, throttle, input.code, {
        userId: session.userId,
        email: normalizeEmail(session.email),
        client: clientOf(c),
        verify: () => forwardToAuth(c, { code: input.code }),
      });
      sessionReplaced(session);
      // Browsers trusted under an earlier time it was on do not skip the new second step.
      await forgetTrustedDevices(db, session.userId);
      await notices.notify(session.userId, 'two-factor-enabled');
      const { backupCodes } = await withAuthAsyncContext(() => auth.api.viewBackupCodes({ body: { userId: session.userId } }));
      return respondWith(c, result, { enabled: true, recoveryCodes: backupCodes } satisfies RecoveryCodes & { enabled: true });
    }
    const challenge = await challengeUserOf(c);
    const result = await checkTotpCode(ctx, throttle, input.code, {
      ...challenge,
      client: clientOf(c),
      verify: () => forwardToAuth(c, { code: input.code, trustDevice: input.trustDevice ?? false }),
    });
    const { user } = result.json as { user: unknown };
    return respondWith(c, result, { user });
  });

  app.post('/verify-recovery-code', async (c) => {
    const input = await parseJsonBody(c, verifyRecoveryCodeRequestSchema);
    // Signed in, better-auth would spend the code without a sign-in to show for it.
    if (await sessionOf(c)) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadySignedIn);
    const challenge = await challengeUserOf(c);
    const result = await checkRecoveryCode(throttle, {
      ...challenge,
      client: clientOf(c),
      verify: () => forwardToAuth(c, { code: input.code, trustDevice: input.trustDevice ?? false }, undefined, '/two-factor/verify-backup-code'),
    });
    await notices.notify(challenge.userId, 'recovery-code-used');
    const { user } = result.json as { user: unknown };
    return respondWith(c, result, { user });
  });

  app.post('/disable', async (c) => {
    const input = await parseJsonBody(c, twoFactorPasswordRequestSchema);
    const session = await requireSession(c);
    if (!(await twoFactorEnabledOf(db, session.userId))) throw new AppError('VALIDATION', TWO_FACTOR_MESSAGES.notOn);
    const result = await withPassword(c, session, input.password, '/two-factor/disable');
    sessionReplaced(session);
    await forgetTrustedDevices(db, session.userId);
    await notices.notify(session.userId, 'two-factor-disabled');
    return respondWith(c, result, { enabled: false });
  });

  app.post('/recovery-codes', async (c) => {
    const input = await parseJsonBody(c, twoFactorPasswordRequestSchema);
    const session = await requireSession(c);
    if (!(await twoFactorEnabledOf(db, session.userId))) throw new AppError('VALIDATION', TWO_FACTOR_MESSAGES.notOn);
    const result = await withPassword(c, session, input.password, '/two-factor/generate-backup-codes');
    const { backupCodes } = result.json as { backupCodes: string[] };
    return c.json({ recoveryCodes: backupCodes } satisfies RecoveryCodes);
  });

  app.all('*', () => {
    throw AppError.notFound('Not found');
  });

  return app;
}
