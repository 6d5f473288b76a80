import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { listDevMailbox } from '../../mail/outbox.repository';
import { renderMailboxPage } from './dev-mailbox-page';

/** GET /dev/mailbox (HTML). Mounted only when SMTP_URL is unset. */
export function devMailboxPageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderMailboxPage(await listDevMailbox(deps.db)));
  });
  return app;
}

/** GET /api/dev/mailbox (JSON). Mounted only when SMTP_URL is unset. */
export function devMailboxApiRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const rows = await listDevMailbox(deps.db);
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
