import { noInputSchema } from '@cadence/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { feedStatus, renderFeed, replaceFeed, turnOffFeed } from './calendar-feed.service';
import type { DataContext } from './data-context';

/** /api/calendar-feed (signed in): the person's own link: whether there is one, a new one, none. */
export function calendarFeedRoutes(ctx: DataContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await feedStatus(ctx, c.get('actor'))));
  app.post('/', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await replaceFeed(ctx, c.get('actor')), 201);
  });
  app.delete('/', async (c) => {
    await turnOffFeed(ctx, c.get('actor'));
    return c.body(null, 204);
  });
  return app;
}

const NOT_FOUND = 'No calendar here. The link may have been replaced or turned off in Cadence.';

/**
 * /calendar/<token>.ics (public: calendar apps have no session; docs/product/data.md "Calendar feed").
 * The token opens this feed and nothing else. Apps poll: each answer carries an ETag and Last-Modified,
 * and one that has not changed is a 304 with no body.
 */
export function calendarFeedFileRoutes(ctx: DataContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:file', async (c) => {
    const file = c.req.param('file');
    const feed = file.endsWith('.ics') ? await renderFeed(ctx, file.slice(0, -'.ics'.length)) : null;
    if (!feed) return c.text(NOT_FOUND, 404, { 'Cache-Control': 'no-store' });
    const headers = {
      ETag: feed.etag,
      'Last-Modified': feed.lastModified.toUTCString(),
      'Cache-Control': 'private, no-cache',
      'X-Robots-Tag': 'noindex',
    };
    const ifNoneMatch = c.req.header('if-none-match');
    const ifModifiedSince = c.req.header('if-modified-since');
    const unchanged = ifNoneMatch !== undefined ? ifNoneMatch.split(',').some((tag) => tag.trim() === feed.etag) : ifModifiedSince !== undefined && Math.floor(feed.lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
    if (unchanged) return c.body(null, 304, headers);
    return c.body(feed.body, 200, { ...headers, 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="cadence.ics"' });
  });
  return app;
}
