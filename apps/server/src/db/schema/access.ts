import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { isoTimestamp } from './columns';
import { ownerId } from './owner-column';

// docs/product/access.md: personal access tokens and the log of what each one changed.

/**
 * A personal access token. Only the SHA-256 of the secret is kept (the secret is 256 random bits, so a
 * fast hash is enough: there is nothing to guess). Revoking deletes the row, so every instance refuses
 * the token from its next request on (tokens are looked up per request, never cached).
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: isoTimestamp('created_at').notNull().defaultNow(),
    expiresAt: isoTimestamp('expires_at'),
    lastUsedAt: isoTimestamp('last_used_at'),
  },
  (table) => [index('access_tokens_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * One row a token's request created, changed or removed (docs/product/access.md "Activity log"),
 * written by the database's own trigger (agent_change_log(), migration 0014) in every transaction that
 * names a token (context/unit-of-work.ts): a side effect (the next occurrence of a repeating task, the
 * habit day a task ticks) is logged as surely as the change itself. `change_id` groups the rows of one
 * transaction: they are undone together.
 */
export const agentChanges = pgTable(
  'agent_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    changeId: uuid('change_id').notNull(),
    // Kept after the token is revoked: the log still says who did it.
    tokenId: uuid('token_id'),
    tokenName: text('token_name').notNull(),
    tableName: text('table_name').notNull(),
    rowId: uuid('row_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: isoTimestamp('created_at').notNull().default(sql`clock_timestamp()`),
    undoneAt: isoTimestamp('undone_at'),
  },
  (table) => [
    index('agent_changes_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('agent_changes_change_idx').on(table.changeId),
  ],
);
