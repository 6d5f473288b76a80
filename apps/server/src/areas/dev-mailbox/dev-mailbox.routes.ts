import { Hono } from 'hono';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { renderMailboxPage } from './dev-mailbox-page';
import { listMailbox } from './dev-mailbox.service';

/** GET /dev/mailbox (HTML). Mounted only in dev-mailbox mode, behind loopbackOnly (issue 6 §1). */
export function devMailboxPageRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderMailboxPage(await listMailbox(ctx)));
  });
  return app;
}

/** GET /api/dev/mailbox (JSON). Mounted only in dev-mailbox mode, behind loopbackOnly (issue 6 §1). */
export function devMailboxApiRoutes(ctx: AreaContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const rows = await listMailbox(ctx);
    const messages = rows.map(({ id, to, subject, text, html, createdAt }) => ({
      id,
      to,
      subject,
      text,
      html,
      createdAt: new Date(createdAt).toISOString(),
    }));
    return c.json({ messages });
  });
  return app;
}
