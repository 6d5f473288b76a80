import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: uses the e-mailed token once. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
