import { and, eq, gt, like, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { twoFactorClaims, twoFactors, users, verifications } from '../../db/schema';

// docs/product/accounts.md "Two-factor sign-in": the rows our front reads or writes beside better-auth's
// plugin. The secret and the recovery codes (two_factor) are only ever read by better-auth.

/**
 * Claims a code for a user in one statement: true the first time, false when the code is already
 * claimed (a replay, or the same code sent twice at once: the primary key decides, on every instance).
 */
export async function claimCode(db: Db, { userId, code, now }: { userId: string; code: string; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(twoFactorClaims)
    .values({ userId, code, claimedAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ code: twoFactorClaims.code });
  return rows.length === 1;
}

/** Gives a claim back (the code was wrong, or no verdict was reached): retyping it must not read "already used". */
export async function releaseCode(db: Db, { userId, code }: { userId: string; code: string }): Promise<void> {
  await db.delete(twoFactorClaims).where(and(eq(twoFactorClaims.userId, userId), eq(twoFactorClaims.code, code)));
}

/** Forgets claims older than `before`: by then their code is refused as out of its window anyway. */
export async function pruneClaims(db: Db, before: Date): Promise<void> {
  await db.delete(twoFactorClaims).where(lt(twoFactorClaims.claimedAt, before.toISOString()));
}

/**
 * The user a pending sign-in challenge (better-auth's `2fa-…` verification row, named by the signed
 * `two_factor` cookie) belongs to, while it lasts.
 */
export async function userOfChallenge(db: Db, { storedIdentifier, now }: { storedIdentifier: string; now: Date }): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, storedIdentifier), gt(verifications.expiresAt, now.toISOString())));
  return row ?? null;
}

/** Whether two-factor sign-in is on (better-auth's user.two_factor_enabled, set once the first code confirmed it). */
export async function twoFactorEnabledOf(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: users.twoFactorEnabled, confirmed: twoFactors.verified })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(eq(users.id, userId));
  return Boolean(row?.enabled && row.confirmed);
}

/**
 * Ends every 'Trust this device for 30 days' of a user, and any sign-in waiting for a code: better-auth
 * stores both as verification rows worth the user's id, named without a purpose (verification-identifier.ts
 * files those under `token:`). Reset links (`reset-password:`) are not touched.
 */
export async function forgetTrustedDevices(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, 'token:%')));
}
