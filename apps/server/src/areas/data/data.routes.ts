import { deleteAccountRequestSchema } from '@cadence/shared';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { clientAddress, socketAddressOf } from '../../http/request-origin';
import { sessionCookieName } from '../../session/session-cookie';
import { deleteAccount } from './account-deletion.service';
import type { DataContext } from './data-context';

/**
 * /api/account-deletion (docs/product/data.md "Deleting the account"; issue 20 §4): the signed-in
 * person's own account, so there is no id in the route. The answer clears this browser's session cookie;
 * every other session was revoked with the account.
 */
export function accountDeletionRoutes(ctx: DataContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const input = await parseJsonBody(c, deleteAccountRequestSchema);
    const client = clientAddress(c.req.raw.headers, socketAddressOf(c), ctx.config.trustProxy);
    await deleteAccount(ctx, c.get('actor'), { email: c.get('user').email, client }, input);
    deleteCookie(c, sessionCookieName(ctx.config), { path: '/', secure: ctx.config.publicUrl.startsWith('https://') });
    return c.body(null, 204);
  });
  return app;
}
