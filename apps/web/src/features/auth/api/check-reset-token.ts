import { apiRequest } from '../../../lib/api-client';

/** GET /api/account/reset-token: 200 with the address while the token is unused and unexpired. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<{ email: string }> {
  return apiRequest<{ email: string }>(`/api/account/reset-token?${new URLSearchParams({ token }).toString()}`, { signal });
}
