import { AUTH_MESSAGES, resetTokenSchema } from '@cadence/shared';
import { AppError } from '../../http/app-error';
import type { Auth } from './create-auth';

/**
 * The reset page's "validating" step (docs/product/accounts.md "Reset password"): the e-mail a reset
 * token belongs to, without consuming it; better-auth consumes it on POST /api/auth/reset-password.
 */
export async function emailOfResetToken(auth: Auth, rawToken: string | undefined): Promise<string> {
  const invalid = new AppError('INVALID_TOKEN', AUTH_MESSAGES.resetInvalidToken);
  const parsed = resetTokenSchema.safeParse(rawToken ?? '');
  if (!parsed.success) throw invalid;
  const context = await auth.$context;
  // Goes through better-auth's adapter so the identifier is hashed the way it was stored.
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${parsed.data}`);
  // better-auth judges expiry by the wall clock when the token is used; so does this check.
  if (!verification || verification.expiresAt < new Date()) throw invalid;
  const user = await context.internalAdapter.findUserById(verification.value);
  if (!user) throw invalid;
  return user.email;
}
