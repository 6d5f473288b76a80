import { createMiddleware } from 'hono/factory';
import type { Auth } from '../areas/auth/create-auth';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** 401 without a better-auth session; otherwise sets c.var.user ({ id, email }) and c.var.sessionId. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
    c.set('user', { id: result.user.id, email: result.user.email });
    c.set('sessionId', result.session.id);
    await next();
  });
}
