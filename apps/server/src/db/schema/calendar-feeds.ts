import { pgTable, text } from 'drizzle-orm/pg-core';
import { isoTimestamp } from './columns';
import { users } from './auth';

/**
 * docs/product/data.md "Calendar feed": at most one private feed per person. Only the SHA-256 of its
 * token is kept: the link is shown once, and a database read cannot hand out a working one.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: isoTimestamp('created_at').notNull().defaultNow(),
});
