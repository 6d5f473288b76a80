import { createHash } from 'node:crypto';
import {
  AUTH_MESSAGES,
  changePasswordRequestSchema,
  confirmationTokenSchema,
  forgotPasswordRequestSchema,
  normalizeEmail,
  resendConfirmationRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  noInputSchema,
} from '@cadence/shared';
import { type Context, Hono } from 'hono';
import { AppError } from '../../http/app-error';
import type { BackgroundTasks } from '../../background-tasks';
import type { Config } from '../../config';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import type { Auth } from './create-auth';
import { parseJsonBody } from '../../http/json-body';
import { parseInput } from '../../http/parse-input';
import { clientAddress, socketAddressOf } from '../../http/request-origin';
import { createAuthThrottle } from './auth-throttle.service';
import { createAuthForwarder, respondWith } from './forward-to-auth';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../http/require-user';
import { sessionOfRequest } from '../../session/session-of-request';
import { voidResetLinks } from './reset-links.service';

/**
 * Our front for better-auth under /api/auth (issue 2 §4): strict shared schemas, our throttles,
 * { error } bodies, no tokens in JSON. Only the endpoints the web app uses are exposed.
 */
export interface AuthRoutesDeps {
  ctx: AreaContext;
  config: Config;
  auth: Auth;
  background: BackgroundTasks;
}

export function authRoutes({ ctx, config, auth, background }: AuthRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = ctx;
  const throttle = createAuthThrottle(db, ctx.clock);
  const forwardToAuth = createAuthForwarder({ auth, db });
  const clientOf = (c: Context<AppEnv>) => clientAddress(c.req.raw.headers, socketAddressOf(c), config.trustProxy);

  /** issue 6 §1: with e-mail off, a flow that needs an e-mail says so instead of pretending. */
  const assertMailAvailable = () => {
    if (config.mailMode === 'off') throw new AppError('UNAVAILABLE', AUTH_MESSAGES.mailServiceDown, { retryAfterSeconds: 3600 });
  };

  // Sign-up, resend and reset requests answer once the input is checked and throttled; the work that
  // differs between a known and an unknown address runs after the answer (issue 6 §9), so the answer
  // takes the same time either way. The answer is also the same (no account enumeration).
  app.post('/sign-up/email', async (c) => {
    const input = await parseJsonBody(c, signUpRequestSchema);
    assertMailAvailable();
    const email = normalizeEmail(input.email);
    await throttle.recordSignUp(email, clientOf(c));
    background.run('sign-up', () => forwardToAuth(c, { name: input.name, email, password: input.password }));
    return c.json({ status: true, message: AUTH_MESSAGES.signUpSuccess });
  });

  app.post('/send-verification-email', async (c) => {
    const input = await parseJsonBody(c, resendConfirmationRequestSchema);
    assertMailAvailable();
    const email = normalizeEmail(input.email);
    await throttle.recordConfirmationResend(email, clientOf(c));
    background.run('resend-confirmation', () => forwardToAuth(c, { email }));
    return c.json({ status: true, message: AUTH_MESSAGES.confirmationResent });
  });

  app.post('/request-password-reset', async (c) => {
    const input = await parseJsonBody(c, forgotPasswordRequestSchema);
    assertMailAvailable();
    const email = normalizeEmail(input.email);
    await throttle.recordResetRequest(email, clientOf(c));
    background.run('request-password-reset', () => forwardToAuth(c, { email }));
    return c.json({ status: true, message: AUTH_MESSAGES.resetEmailSent });
  });

  app.post('/sign-in/email', async (c) => {
    const input = await parseJsonBody(c, signInRequestSchema);
    const email = normalizeEmail(input.email);
    const claim = await throttle.claimSignIn(email, clientOf(c));
    let result;
    try {
      result = await forwardToAuth(c, { email, password: input.password, rememberMe: input.rememberMe });
    } catch (error) {
      const code = error instanceof AppError ? error.code : undefined;
      // A wrong password counts; an unconfirmed account proved its password; anything else is a fault.
      if (code === 'EMAIL_NOT_VERIFIED') await claim.succeeded();
      else if (code !== 'INVALID_CREDENTIALS') await claim.abandoned().catch(() => undefined);
      throw error;
    }
    await claim.succeeded();
    // docs/product/accounts.md "Two-factor sign-in": the password was right and the code comes next
    // (two-factor.routes.ts); better-auth made no session, only its short-lived two_factor cookie.
    if ((result.json as { twoFactorRedirect?: boolean }).twoFactorRedirect) return respondWith(c, result, { twoFactorRequired: true });
    const { user } = result.json as { user: unknown };
    return respondWith(c, result, { user });
  });

  app.post('/sign-out', async (c) => {
    await parseJsonBody(c, noInputSchema);
    const session = await sessionOfRequest(c, { config, db, clock: ctx.clock });
    const result = await forwardToAuth(c, {});
    // The session is gone: its live-update streams end, on every instance (issue 8).
    if (session) ctx.events.publish({ userId: session.userId, sessionId: session.sessionId, event: { area: 'session', kind: 'revoked' } });
    return respondWith(c, result, { status: true });
  });

  app.get('/get-session', async (c) => respondWith(c, await forwardToAuth(c)));

  // The confirmation link's token; answers JSON and sets the session cookie (autoSignInAfterVerification).
  // Only its first use reaches better-auth, so ten parallel clicks make one session (issue 6 §6).
  app.get('/verify-email', async (c) => {
    const token = parseInput(confirmationTokenSchema, c.req.query('token') ?? '');
    const digest = createHash('sha256').update(token).digest('base64url');
    if (!(await throttle.firstUseOfConfirmationToken(digest))) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.confirmationLinkUsed);
    return respondWith(c, await forwardToAuth(c, undefined, { token }), { status: true });
  });

  app.post('/reset-password', async (c) => {
    const input = await parseJsonBody(c, resetPasswordRequestSchema);
    const result = await forwardToAuth(c, { token: input.token, newPassword: input.newPassword });
    return respondWith(c, result, { status: true, message: AUTH_MESSAGES.passwordJustReset });
  });

  app.post('/change-password', async (c) => {
    const input = await parseJsonBody(c, changePasswordRequestSchema);
    const session = await sessionOfRequest(c, { config, db, clock: ctx.clock });
    if (!session) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
    // A wrong current password counts like a failed sign-in: someone at an unlocked browser cannot
    // keep guessing it (decision 001).
    const claim = await throttle.claimSignIn(normalizeEmail(session.email), clientOf(c));
    let result;
    try {
      // Every other session is signed out, whatever the client asked (decision 001).
      result = await forwardToAuth(c, { ...input, revokeOtherSessions: true });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INVALID_PASSWORD')) await claim.abandoned().catch(() => undefined);
      throw error;
    }
    await claim.succeeded();
    const { user } = result.json as { user: { id: string } };
    // issue 6 §5: a new password voids every reset link still in someone's inbox.
    await voidResetLinks(db, user.id);
    // better-auth replaced this browser's session too (a new cookie comes with the answer): every
    // earlier session of the user is revoked, on every instance. This browser's streams hear it only
    // after a grace, so its tabs reconnect with the new cookie rather than ask with the old one first.
    ctx.events.publish({ userId: user.id, graceSessionId: session.sessionId, event: { area: 'session', kind: 'revoked' } });
    return respondWith(c, result, { status: true, message: AUTH_MESSAGES.profilePasswordUpdated, user });
  });

  app.all('*', () => {
    throw AppError.notFound('Not found');
  });

  return app;
}
