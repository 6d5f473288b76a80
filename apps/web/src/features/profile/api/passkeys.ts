import type { Passkey } from '@cadence/shared';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// docs/product/accounts.md "Passkeys": the signed-in person's passkeys.

export const passkeysQueryKey = ['passkeys'] as const;

export const passkeysQueryOptions = queryOptions({
  queryKey: passkeysQueryKey,
  queryFn: ({ signal }) => apiRequest<Passkey[]>('/api/passkeys', { signal }),
});

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}

/** Begins on the server, lets the browser make the passkey, and stores it under `name`. */
async function addPasskey(name: string): Promise<Passkey> {
  const { options } = await apiRequest<{ options: PublicKeyCredentialCreationOptionsJSON }>('/api/passkey-options', { method: 'POST', body: {} });
  const response = await startRegistration({ optionsJSON: options });
  return apiRequest<Passkey>('/api/passkeys', { method: 'POST', body: { name, response } });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiRequest<Passkey>(`/api/passkeys/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }),
    onSuccess: (passkey) => queryClient.setQueryData<Passkey[]>(passkeysQueryKey, (list) => list?.map((p) => (p.id === passkey.id ? passkey : p))),
  });
}

/** DELETE /api/passkeys/:id; `onRemoved` here, not in mutate's callbacks: the row that asked is gone once the list drops it. */
export function useRemovePasskey(onRemoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/api/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      onRemoved();
      queryClient.setQueryData<Passkey[]>(passkeysQueryKey, (list) => list?.filter((p) => p.id !== id));
    },
    // 409: the last way into an account without a password stays; 404: already gone elsewhere.
    onError: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
