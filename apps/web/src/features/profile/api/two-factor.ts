import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@cadence/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reloadSession } from '../../../lib/session';

// docs/product/accounts.md "Two-factor sign-in": the profile's card.

export const twoFactorQueryKey = ['two-factor'] as const;

export const twoFactorQueryOptions = queryOptions({
  queryKey: twoFactorQueryKey,
  queryFn: ({ signal }) => apiRequest<TwoFactorStatus>('/api/auth/two-factor', { signal }),
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions);
}

/** POST /enable: the password, then a new secret (not yet in force). */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => apiRequest<TwoFactorSetup>('/api/auth/two-factor/enable', { method: 'POST', body: { password } }),
  });
}

/**
 * POST /verify-totp while signed in: the first code turns it on and brings the recovery codes, once.
 * The server replaced this browser's session (a new cookie came with the answer), so the session is read again.
 */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<RecoveryCodes>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } }),
    onSuccess: async () => {
      await reloadSession(queryClient);
      await queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
    },
  });
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<{ enabled: false }>('/api/auth/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: async () => {
      await reloadSession(queryClient);
      queryClient.setQueryData<TwoFactorStatus>(twoFactorQueryKey, { enabled: false, recoveryCodesLeft: null });
    },
  });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<RecoveryCodes>('/api/auth/two-factor/recovery-codes', { method: 'POST', body: { password } }),
    onSuccess: ({ recoveryCodes }) => queryClient.setQueryData<TwoFactorStatus>(twoFactorQueryKey, { enabled: true, recoveryCodesLeft: recoveryCodes.length }),
  });
}
