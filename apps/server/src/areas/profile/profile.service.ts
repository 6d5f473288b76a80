import type { Profile, UpdateProfileRequest } from '@cadence/shared';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
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
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.profileUpdatedAt ?? row.userUpdatedAt).toISOString(),
  };
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await findProfileRow(db, userId);
  if (!row) throw AppError.notFound('Profile not found');
  return toProfile(row);
}

export async function updateProfile(db: Db, clock: Clock, userId: string, input: UpdateProfileRequest): Promise<Profile> {
  await upsertFullName(db, userId, input.fullName, clock.now());
  return getProfile(db, userId);
}
