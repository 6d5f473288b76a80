import { and, asc, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, passkeys, users, webauthnChallenges } from '../../db/schema';

// docs/product/accounts.md "Passkeys": a person's passkeys and the ceremonies in progress. Every
// statement on passkeys is scoped by the owner, except the sign-in's lookup by credential id (the
// credential is what says who is signing in).

export type Purpose = 'register' | 'sign-in' | 'sign-up';

export async function insertChallenge(db: Db, row: { challenge: string; purpose: Purpose; userId: string | null; expiresAt: string }): Promise<void> {
  await db.insert(webauthnChallenges).values({ id: crypto.randomUUID(), ...row });
}

/** Takes a ceremony's challenge: the delete makes it single use, whichever instance asks first. */
export async function takeChallenge(db: Db, { challenge, purpose }: { challenge: string; purpose: Purpose }) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose)))
    .returning({ userId: webauthnChallenges.userId, expiresAt: webauthnChallenges.expiresAt });
  return row;
}

/** Ceremonies nobody finished: gone once expired. */
export async function deleteExpiredChallenges(db: Db, now: string): Promise<void> {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
}

const publicColumns = { id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt };

export async function passkeysOf(db: Db, userId: string) {
  return db.select(publicColumns).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function credentialIdsOf(db: Db, userId: string) {
  return db.select({ credentialId: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
}

export async function passkeyByCredentialId(db: Db, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export type NewPasskey = typeof passkeys.$inferInsert;

/** Stores a passkey; undefined when its credential is already stored (for anyone). */
export async function insertPasskey(db: Db, row: NewPasskey) {
  const [inserted] = await db.insert(passkeys).values(row).onConflictDoNothing({ target: passkeys.credentialId }).returning(publicColumns);
  return inserted;
}

export async function renamePasskey(db: Db, { userId, id, name }: { userId: string; id: string; name: string }) {
  const [row] = await db.update(passkeys).set({ name }).where(and(eq(passkeys.userId, userId), eq(passkeys.id, id))).returning(publicColumns);
  return row;
}

/**
 * The new counter and when the passkey was used. The counter only moves forward: of two sign-ins with
 * one answer's counter, racing on two instances, one moves it.
 */
export async function recordPasskeyUse(db: Db, { id, counter, usedAt }: { id: string; counter: number; usedAt: string }): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: usedAt })
    .where(and(eq(passkeys.id, id), sql`(${passkeys.counter} < ${counter} or ${counter} = 0)`))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Locks the person's row: removals of their passkeys happen one at a time, so the last one is seen as last. */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)));
  return (row?.n ?? 0) > 0;
}

export async function passkeyCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function passkeyOwnedBy(db: Db, { userId, id }: { userId: string; id: string }): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)));
  return Boolean(row);
}

/** Deletes the person's passkey; its name, or undefined when there was none of theirs. */
export async function deletePasskey(db: Db, { userId, id }: { userId: string; id: string }): Promise<string | undefined> {
  const [row] = await db.delete(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.id, id))).returning({ name: passkeys.name });
  return row?.name;
}

export async function userForSignIn(db: Db, userId: string) {
  const [row] = await db.select({ id: users.id, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row;
}

export async function userForRegistration(db: Db, userId: string) {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}
