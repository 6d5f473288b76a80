import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { Auth } from './create-auth';
import { emailOfResetToken } from './reset-token.service';

/** GET /api/account/reset-token?token=…: public, answers `{ email }` or 400 INVALID_TOKEN. */
export function resetTokenRoutes(auth: Auth): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/reset-token', async (c) => c.json({ email: await emailOfResetToken(auth, c.req.query('token')) }));
  return app;
}
