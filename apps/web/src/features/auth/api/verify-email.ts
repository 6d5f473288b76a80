import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

/** GET /api/auth/verify-email: confirms the address and signs the user in (session cookie). */
export function verifyEmail(token: string): Promise<unknown> {
  return apiRequest(`/api/auth/verify-email?${new URLSearchParams({ token }).toString()}`);
}

/** Confirms the address, then waits for the new session (the link signs the user in). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => startSession(queryClient),
  });
}
