import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { isoTimestamp } from './columns';
import { ownerId } from './owner-column';

/**
 * docs/product/offline.md "Changes made offline": a change sent with an `Idempotency-Key` is applied
 * once, however often it is sent. The primary key is the claim, taken before the change runs, on one
 * instance or several; the answer is kept with it and given again to a repeat of the same request
 * (http/idempotency.ts). `status` is null while the change runs. Purged a day after it was made.
 */
export const writeKeys = pgTable(
  'write_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    /** sha256 of the method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: text('response'),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('write_keys_created_at_idx').on(table.createdAt)],
);
