import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/verify-email: confirms the address and signs the user in (session cookie). */
export function verifyEmail(token: string): Promise<unknown> {
  return apiRequest(`/api/auth/verify-email?${new URLSearchParams({ token }).toString()}`);
}
