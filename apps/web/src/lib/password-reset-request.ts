import { RESET_REQUEST_INTERVAL_SECONDS, normalizeEmail, secondsUntilAllowed } from '@cadence/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// Lives in lib because two areas ask for a reset: /login (auth) and /profile (profile).

// docs/product/accounts.md "Forgot password": the last request time per e-mail, under the key prefix passwordReset_.
// The server enforces the limit (docs/architecture.md "Server-owned state"); this copy only spares a round trip.
const STORAGE_PREFIX = 'passwordReset_';

function storageKey(email: string): string {
  return `${STORAGE_PREFIX}${normalizeEmail(email)}`;
}

/** Seconds before this browser may ask again for `email` (0 when it may ask now). */
export function localResetWaitSeconds(email: string, nowMs = Date.now()): number {
  try {
    const stored = Number(window.localStorage.getItem(storageKey(email)));
    if (!stored) return 0;
    return secondsUntilAllowed(stored, nowMs, RESET_REQUEST_INTERVAL_SECONDS);
  } catch {
    return 0;
  }
}

function rememberResetRequest(email: string, nowMs = Date.now()): void {
  try {
    window.localStorage.setItem(storageKey(email), String(nowMs));
  } catch {
    // Storage can be unavailable (private mode); the server still enforces the limit.
  }
}

/** POST /api/auth/request-password-reset: the same answer for known and unknown addresses. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/api/auth/request-password-reset', { method: 'POST', body: { email: email.trim() } });
  rememberResetRequest(email);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
