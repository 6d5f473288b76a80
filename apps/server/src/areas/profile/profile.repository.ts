import { eq, sql } from 'drizzle-orm';
import type { UpdatePreferencesRequest } from '@cadence/shared';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';

const profileColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  userName: users.name,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  timeZone: profiles.timeZone,
  weekStart: profiles.weekStart,
  hasAiAccess: users.hasAiAccess,
  aiUsageCount: users.aiUsageCount,
  createdAt: users.createdAt,
  profileUpdatedAt: profiles.updatedAt,
  userUpdatedAt: users.updatedAt,
};

export type ProfileRow = Awaited<ReturnType<typeof findProfileRow>>;

/** The user joined with their profile row (which the sign-up trigger creates; LEFT JOIN stays safe anyway). */
export async function findProfileRow(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, userId));
  return row;
}

/** docs/product/accounts.md "Profile": upsert keyed on id; only ever called with the signed-in user's id. */
export async function upsertFullName(db: Db, { userId, fullName, now }: { userId: string; fullName: string; now: Date }): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insert(profiles)
    .values({ id: userId, fullName, avatarUrl: '', updatedAt })
    .onConflictDoUpdate({ target: profiles.id, set: { fullName, updatedAt: sql`excluded.updated_at` } });
}

/** docs/product/accounts.md "Preferences": only the fields given change; a null zone follows the browser again. */
export async function upsertPreferences(db: Db, { userId, change, now }: { userId: string; change: UpdatePreferencesRequest; now: Date }): Promise<void> {
  const updatedAt = now.toISOString();
  const set = {
    ...(change.timeZone !== undefined ? { timeZone: change.timeZone } : {}),
    ...(change.weekStart !== undefined ? { weekStart: change.weekStart } : {}),
  };
  await db
    .insert(profiles)
    .values({ id: userId, fullName: '', avatarUrl: '', ...set, updatedAt })
    .onConflictDoUpdate({ target: profiles.id, set: { ...set, updatedAt: sql`excluded.updated_at` } });
}
