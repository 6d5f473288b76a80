import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedLink, CalendarFeedStatus } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { AppError } from '../../http/app-error';
import { datedItems, deleteFeed, feedOf, feedOwner, putFeed } from './calendar-feed.repository';
import { feedCalendar, lastChangeOf } from './calendar-ics';
import type { DataContext } from './data-context';

// docs/product/data.md "Calendar feed": a private link per person that calendar apps poll.

/** A feed's token in its link: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function feedUrl(ctx: DataContext, token: string): string {
  return `${ctx.config.publicUrl}/calendar/${token}.ics`;
}

export async function feedStatus(ctx: DataContext, actor: Actor): Promise<CalendarFeedStatus> {
  const feed = await feedOf(ctx.db, actor.userId);
  return { active: feed !== null, createdAt: feed ? toIsoTimestamp(feed.createdAt) : null };
}

/** A new link, shown once: the old one (if any) stops working at the same moment. */
export async function replaceFeed(ctx: DataContext, actor: Actor): Promise<CalendarFeedLink> {
  const token = randomBytes(32).toString('base64url');
  const { createdAt } = await putFeed(ctx.db, { userId: actor.userId, tokenHash: hashOf(token), now: ctx.clock.now().toISOString() });
  return { url: feedUrl(ctx, token), createdAt: toIsoTimestamp(createdAt) };
}

export async function turnOffFeed(ctx: DataContext, actor: Actor): Promise<void> {
  if (!(await deleteFeed(ctx.db, actor.userId))) throw AppError.notFound('There is no calendar link to turn off');
}

export interface RenderedFeed {
  body: string;
  etag: string;
  lastModified: Date;
}

/** The feed behind a token, or null for a token that is not (or no longer) a feed's. */
export async function renderFeed(ctx: DataContext, token: string): Promise<RenderedFeed | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const owner = await feedOwner(ctx.db, hashOf(token));
  if (!owner) return null;
  const items = await datedItems(ctx.db, owner.userId);
  const body = feedCalendar(items, { appUrl: ctx.config.publicUrl });
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
    lastModified: new Date(toIsoTimestamp(lastChangeOf(items, owner.createdAt))),
  };
}
