import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/change-password. Departure from the spec (docs/decisions/001): the current
 * password is required, and every other session is signed out.
 */
export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return apiRequest('/api/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: true } });
}
