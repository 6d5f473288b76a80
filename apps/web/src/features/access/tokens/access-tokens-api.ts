import type { AccessToken, CreateAccessTokenRequest, CreatedAccessToken } from '@cadence/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accessTokenKeys } from './access-token-keys';

// docs/product/access.md "Personal access tokens": /api/access-tokens, the signed-in person's only.

export const accessTokensQueryOptions = queryOptions({
  queryKey: accessTokenKeys.list(),
  queryFn: ({ signal }) => apiRequest<AccessToken[]>('/api/access-tokens', { signal }),
});

export function useAccessTokens() {
  return useQuery(accessTokensQueryOptions);
}

/** The listed part of a created token: everything but its secret. */
function withoutSecret({ token: _secret, ...listed }: CreatedAccessToken): AccessToken {
  return listed;
}

/**
 * POST /api/access-tokens. The answer is the only time the token's secret exists on this side: the
 * list gets the token without it, and the mutation is dropped from the cache as soon as nothing
 * watches it (gcTime 0), so the secret lives only in the dialog's state until 'Done'.
 */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: (body: CreateAccessTokenRequest) => apiRequest<CreatedAccessToken>('/api/access-tokens', { method: 'POST', body }),
    onSuccess: (created) => {
      const listed = withoutSecret(created);
      queryClient.setQueryData<AccessToken[]>(accessTokenKeys.list(), (list) => (list ? [listed, ...list.filter((token) => token.id !== listed.id)] : list));
      return queryClient.invalidateQueries({ queryKey: accessTokenKeys.all });
    },
  });
}

/** DELETE /api/access-tokens/:id: the next request with it is refused, on every instance. */
export function useRevokeAccessToken(onRevoked: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/api/access-tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // Here, not in mutate's callbacks: the row that asked is gone once the list drops it.
    onSuccess: (_answer, id) => {
      onRevoked();
      queryClient.setQueryData<AccessToken[]>(accessTokenKeys.list(), (list) => list?.filter((token) => token.id !== id));
    },
    // 404: revoked elsewhere already; the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: accessTokenKeys.all }),
  });
}
