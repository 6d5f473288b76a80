import type { VerifyRecoveryCodeRequest, VerifyTotpRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

// docs/product/accounts.md "Two-factor sign-in": the sign-in's second step. The session cookie comes
// with a right code; until then there is none.

export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recovery, ...body }: (VerifyTotpRequest | VerifyRecoveryCodeRequest) & { recovery: boolean }) =>
      apiRequest<unknown>(recovery ? '/api/auth/two-factor/verify-recovery-code' : '/api/auth/two-factor/verify-totp', { method: 'POST', body }),
    onSuccess: () => startSession(queryClient),
  });
}
