import { Hono } from 'hono';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/app-env';
import type { EventStreams } from './event-streams';

/**
 * GET /api/events: the signed-in user's Server-Sent Events stream (issue 8; mounted behind requireUser).
 * 429 when the user already holds the maximum of open streams on this instance.
 */
export function eventsRoutes(streams: EventStreams): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const body = streams.open({ userId: c.get('user').id, sessionId: c.get('sessionId'), sessionExpiresAt: c.get('sessionExpiresAt') });
    if (!body) throw new AppError('RATE_LIMITED', 'Too many open live-update connections. Close a few tabs and try again.', { retryAfterSeconds: 30 });
    return c.body(body, 200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // Proxies (nginx) must pass each event on at once instead of buffering the response.
      'x-accel-buffering': 'no',
    });
  });
  return app;
}
