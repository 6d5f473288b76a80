import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetTokenAnswer {
  email: string;
}

/** GET /api/account/reset-token: 200 with the address while the token is unused and unexpired. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenAnswer> {
  return apiRequest<ResetTokenAnswer>(`/api/account/reset-token?${new URLSearchParams({ token }).toString()}`, { signal });
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token] as const,
    queryFn: ({ signal }) => checkResetToken(token, signal),
    // Checked once per visit: a later check would find the token used by this very page.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** The reset page's "validating" stage (docs/product/accounts.md "Reset password"); nothing is asked without a token. */
export function useResetTokenCheck(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: token !== null });
}
