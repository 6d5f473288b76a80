import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Throttle counters shared by every instance (DESIGN §5). key = "<rule>:<subject>". */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'string' }).notNull(),
  /** Growing-delay rules: no attempt is allowed before this instant (issue 6 "Also"). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'string' }),
});
