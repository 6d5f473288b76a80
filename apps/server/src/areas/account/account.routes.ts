import { AUTH_MESSAGES, resetTokenSchema } from '@cadence/shared';
import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import type { AppDeps, AppEnv } from '../../http/app-env';

/**
 * GET /api/account/reset-token?token=… : the reset page's "validating" step. Answers the e-mail the
 * token belongs to without consuming it; better-auth consumes it on POST /api/auth/reset-password.
 */
export function accountRoutes({ auth }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/reset-token', async (c) => {
    const invalid = new AppError('INVALID_TOKEN', AUTH_MESSAGES.resetInvalidToken);
    const parsed = resetTokenSchema.safeParse(c.req.query('token') ?? '');
    if (!parsed.success) throw invalid;
    const context = await auth.$context;
    // Goes through better-auth's adapter so the identifier is hashed the way it was stored.
    const verification = await context.internalAdapter.findVerificationValue(`reset-password:${parsed.data}`);
    // better-auth judges expiry by the wall clock when the token is used; so does this check.
    if (!verification || verification.expiresAt < new Date()) throw invalid;
    const user = await context.internalAdapter.findUserById(verification.value);
    if (!user) throw invalid;
    return c.json({ email: user.email });
  });

  return app;
}
