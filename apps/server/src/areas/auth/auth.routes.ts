import { getConnInfo } from '@hono/node-server/conninfo';
import {
  AUTH_MESSAGES,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  normalizeEmail,
  resendConfirmationRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@cadence/shared';
import { type Context, Hono } from 'hono';
import { AppError } from '../../http/app-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { parseInput } from '../../http/parse-input';
import { clientAddress } from '../../http/request-origin';
import { createAuthThrottle } from './auth-throttle.service';
import { forwardToAuth, respondWith } from './forward-to-auth';

async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  return text.trim() === '' ? {} : JSON.parse(text);
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/**
 * Our front for better-auth under /api/auth (issue 2 §4): strict shared schemas, our throttles,
 * { error } bodies, no tokens in JSON. Only the endpoints the web app uses are exposed.
 */
export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { auth } = deps;
  const throttle = createAuthThrottle(deps.db, deps.clock);

  app.post('/sign-up/email', async (c) => {
    const input = parseInput(signUpRequestSchema, await readBody(c));
    const result = await forwardToAuth(auth, c, { name: input.name, email: normalizeEmail(input.email), password: input.password });
    // Same answer whether or not the address was already registered (better-auth returns a synthetic user then).
    return respondWith(c, result, { status: true, message: AUTH_MESSAGES.signUpSuccess });
  });

  app.post('/sign-in/email', async (c) => {
    const input = parseInput(signInRequestSchema, await readBody(c));
    const email = normalizeEmail(input.email);
    const address = clientAddress(c.req.raw.headers, socketAddress(c), deps.config.trustProxy);
    await throttle.assertSignInAllowed(email, address);
    try {
      const result = await forwardToAuth(auth, c, { email, password: input.password, rememberMe: input.rememberMe });
      await throttle.recordSignInSuccess(email);
      const { user } = result.json as { user: unknown };
      return respondWith(c, result, { user });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') await throttle.recordSignInFailure(email, address);
      throw error;
    }
  });

  app.post('/sign-out', async (c) => respondWith(c, await forwardToAuth(auth, c, {}), { status: true }));

  app.get('/get-session', async (c) => respondWith(c, await forwardToAuth(auth, c)));

  // The confirmation link's token; answers JSON and sets the session cookie (autoSignInAfterVerification).
  app.get('/verify-email', async (c) => {
    const token = c.req.query('token');
    if (!token) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.confirmationLinkInvalid);
    return respondWith(c, await forwardToAuth(auth, c, undefined, { token }), { status: true });
  });

  app.post('/send-verification-email', async (c) => {
    const input = parseInput(resendConfirmationRequestSchema, await readBody(c));
    const email = normalizeEmail(input.email);
    await throttle.recordConfirmationResend(email);
    const result = await forwardToAuth(auth, c, { email });
    return respondWith(c, result, { status: true, message: AUTH_MESSAGES.confirmationResent });
  });

  app.post('/request-password-reset', async (c) => {
    const input = parseInput(forgotPasswordRequestSchema, await readBody(c));
    const email = normalizeEmail(input.email);
    await throttle.recordResetRequest(email);
    const result = await forwardToAuth(auth, c, { email });
    return respondWith(c, result, { status: true, message: AUTH_MESSAGES.resetEmailSent });
  });

  app.post('/reset-password', async (c) => {
    const input = parseInput(resetPasswordRequestSchema, await readBody(c));
    const result = await forwardToAuth(auth, c, { token: input.token, newPassword: input.newPassword });
    return respondWith(c, result, { status: true, message: AUTH_MESSAGES.passwordJustReset });
  });

  app.post('/change-password', async (c) => {
    const input = parseInput(changePasswordRequestSchema, await readBody(c));
    const result = await forwardToAuth(auth, c, input);
    const { user } = result.json as { user: unknown };
    return respondWith(c, result, { status: true, message: AUTH_MESSAGES.profilePasswordUpdated, user });
  });

  app.all('*', () => {
    throw AppError.notFound('Not found');
  });

  return app;
}
