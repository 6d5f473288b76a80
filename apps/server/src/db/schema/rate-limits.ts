import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/** Throttle counters shared by every instance (docs/architecture.md "Several instances"). key = "<rule>:<subject>". */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestampTz('window_start').notNull(),
  resetAt: timestampTz('reset_at').notNull(),
  /** Growing-delay rules: no attempt is allowed before this instant (issue 6 "Also"). */
  blockedUntil: timestampTz('blocked_until'),
});
