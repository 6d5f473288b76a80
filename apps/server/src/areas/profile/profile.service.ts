import type { Profile, UpdateProfileRequest } from '@cadence/shared';
import type { AreaContext } from '../../context/area-context';
import type { Actor } from '../../context/actor';
import { announce } from '../../context/unit-of-work';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { AppError } from '../../http/app-error';
import { findProfileRow, type ProfileRow, upsertFullName } from './profile.repository';

function toProfile(row: NonNullable<ProfileRow>): Profile {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    fullName: row.fullName ?? row.userName,
    avatarUrl: row.avatarUrl ?? '',
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
