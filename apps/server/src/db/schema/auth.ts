import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  // better-auth's two-factor plugin (issue 23; docs/product/accounts.md "Two-factor sign-in").
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
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
    /**
     * Ours: the network the session signed in from, as the devices list shows it ('Local network', a
     * network prefix), never the address itself (docs/product/accounts.md "Signed-in devices"; issue 23 §3).
     */
    network: text('network'),
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

/** better-auth's two-factor plugin's table (model `twoFactor`): the TOTP secret and the recovery codes, both encrypted by better-auth. */
export const twoFactors = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    ...timestamps,
  },
  (table) => [index('two_factor_user_id_idx').on(table.userId), index('two_factor_secret_idx').on(table.secret)],
);

/**
 * Ours: the one-time codes already used (issue 23 §2 "a code is accepted once"). A code is claimed by an
 * insert before it is checked; a second use of it inside its window finds the row and is refused.
 */
export const twoFactorClaims = pgTable(
  'two_factor_claim',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    claimedAt: timestampTz('claimed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] }), index('two_factor_claim_claimed_at_idx').on(table.claimedAt)],
);

/** Ours: a person's passkeys (WebAuthn credentials; issue 23 §1, docs/product/accounts.md "Passkeys"). */
export const passkeys = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    aaguid: text('aaguid'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    lastUsedAt: timestampTz('last_used_at'),
  },
  (table) => [uniqueIndex('passkey_credential_id_idx').on(table.credentialId), index('passkey_user_id_idx').on(table.userId)],
);

/**
 * Ours: a WebAuthn ceremony in progress (a challenge the browser must sign), kept in the database so
 * any instance can finish what another began. Single use: taken by a delete when the answer comes.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenge',
  {
    id: text('id').primaryKey(),
    challenge: text('challenge').notNull(),
    /** 'register' (a signed-in person adds a passkey), 'sign-in', or 'sign-up' (no password). */
    purpose: text('purpose').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('webauthn_challenge_expires_at_idx').on(table.expiresAt)],
);

/**
 * Ours: the devices a person has signed in from (a hash of browser, system and network), so a sign-in
 * from a new one sends the security e-mail (issue 23 §4).
 */
export const knownDevices = pgTable(
  'known_device',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    firstSeenAt: timestampTz('first_seen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fingerprint] })],
);
