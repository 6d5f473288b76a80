import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /api/auth/change-password. Departure from the spec (docs/decisions/001): the current
 * password is required, and every other session is signed out.
 */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest('/api/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: true } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
