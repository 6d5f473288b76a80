import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

// better-auth's core tables, written by hand (docs/architecture.md "Stack notes": its generator needs Node 22).
// Property names are better-auth's field names; columns are snake_case; timestamps travel as ISO strings.
const timestamps = {
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
};

export const users = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  // Entitlements live on the auth user (docs/product/ai.md "Access"; docs/architecture.md "Server-owned state"); never writable by the client.
  hasAiAccess: boolean('has_ai_access').notNull().default(false),
  aiUsageCount: integer('ai_usage_count').notNull().default(0),
  ...timestamps,
});

export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestampTz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
    /**
     * Ours, not better-auth's: when the device last used the session, moved by the session check at most
     * every few minutes (docs/product/accounts.md "Signed-in devices"). Null until its first request.
     */
    lastActiveAt: timestampTz('last_active_at'),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestampTz('access_token_expires_at'),
    refreshTokenExpiresAt: timestampTz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);
