import type { Profile, UpdatePreferencesRequest, UpdateProfileRequest } from '@cadence/shared';
import type { AreaContext } from '../../context/area-context';
import type { Actor } from '../../context/actor';
import { announce } from '../../context/unit-of-work';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { AppError } from '../../http/app-error';
import { findProfileRow, type ProfileRow, upsertFullName, upsertPreferences } from './profile.repository';

function toProfile(row: NonNullable<ProfileRow>): Profile {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    fullName: row.fullName ?? row.userName,
    avatarUrl: row.avatarUrl ?? '',
    timeZone: row.timeZone ?? null,
    weekStart: row.weekStart ?? 'sunday',
    hasAiAccess: row.hasAiAccess,
    aiUsageCount: row.aiUsageCount,
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.profileUpdatedAt ?? row.userUpdatedAt),
  };
}

export async function getProfile(ctx: AreaContext, actor: Actor): Promise<Profile> {
  const row = await findProfileRow(ctx.db, actor.userId);
  if (!row) throw AppError.notFound('Profile not found');
  return toProfile(row);
}

export async function updateProfile(ctx: AreaContext, actor: Actor, input: UpdateProfileRequest): Promise<Profile> {
  await upsertFullName(ctx.db, { userId: actor.userId, fullName: input.fullName, now: ctx.clock.now() });
  const profile = await getProfile(ctx, actor);
  announce(ctx, actor, { area: 'profile', kind: 'updated', version: profile.updatedAt });
  return profile;
}

/**
 * PATCH /api/profile/preferences (docs/product/accounts.md "Preferences"). The profile event also tells
 * every instance's session cache to read the person's sessions again, so the next request of any of
 * their devices is answered in the new zone and week.
 */
export async function updatePreferences(ctx: AreaContext, actor: Actor, input: UpdatePreferencesRequest): Promise<Profile> {
  await upsertPreferences(ctx.db, { userId: actor.userId, change: input, now: ctx.clock.now() });
  const profile = await getProfile(ctx, actor);
  announce(ctx, actor, { area: 'profile', kind: 'updated', version: profile.updatedAt });
  return profile;
}
