import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset-password: uses the e-mailed token once. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}
