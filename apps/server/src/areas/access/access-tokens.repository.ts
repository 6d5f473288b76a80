import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AccessScope, WeekStart } from '@cadence/shared';
import type { Db } from '../../db/client';
import { accessTokens, profiles } from '../../db/schema';

// docs/product/access.md "Personal access tokens": every statement is scoped by the owner, except the
// lookup by the secret's hash (the token is what says who is asking).

const publicColumns = {
  id: accessTokens.id,
  name: accessTokens.name,
  scopes: accessTokens.scopes,
  prefix: accessTokens.prefix,
  createdAt: accessTokens.createdAt,
  expiresAt: accessTokens.expiresAt,
  lastUsedAt: accessTokens.lastUsedAt,
};

export interface TokenRow {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export async function countTokens(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(accessTokens).where(eq(accessTokens.userId, userId));
  return row?.value ?? 0;
}

export async function insertToken(db: Db, row: { userId: string; name: string; tokenHash: string; prefix: string; scopes: AccessScope[]; expiresAt: string | null }): Promise<TokenRow> {
  const [created] = await db.insert(accessTokens).values(row).returning(publicColumns);
  return created!;
}

export function listTokens(db: Db, userId: string): Promise<TokenRow[]> {
  return db.select(publicColumns).from(accessTokens).where(eq(accessTokens.userId, userId)).orderBy(asc(accessTokens.createdAt), asc(accessTokens.id));
}

/** Revoking deletes: the next request with the token finds nothing, on every instance. */
export async function deleteToken(db: Db, { userId, id }: { userId: string; id: string }): Promise<TokenRow | undefined> {
  const [row] = await db.delete(accessTokens).where(and(eq(accessTokens.userId, userId), eq(accessTokens.id, id))).returning(publicColumns);
  return row;
}

export interface TokenHolder extends TokenRow {
  userId: string;
  timeZone: string | null;
  weekStart: WeekStart;
}

/** The token with this hash and its owner's time zone and week start (what the session check reads for a cookie). */
export async function findTokenByHash(db: Db, tokenHash: string): Promise<TokenHolder | null> {
  const [row] = await db
    .select({ ...publicColumns, userId: accessTokens.userId, timeZone: profiles.timeZone, weekStart: profiles.weekStart })
    .from(accessTokens)
    .leftJoin(profiles, eq(profiles.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, tokenHash));
  return row ? { ...row, weekStart: row.weekStart ?? 'sunday' } : null;
}

/** Records a use, at most once a minute per token: a busy agent does not write a row per request. */
export async function touchToken(db: Db, id: string, now: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(accessTokens.id, id), sql`(${accessTokens.lastUsedAt} is null or ${accessTokens.lastUsedAt} < ${now}::timestamptz - interval '1 minute')`));
}
