import type { Profile, UpdateProfileRequest } from '@cadence/shared';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/profile: an upsert keyed on the user's id. */
export function updateProfile(input: UpdateProfileRequest): Promise<Profile> {
  return apiRequest<Profile>('/api/profile', { method: 'PATCH', body: input });
}
